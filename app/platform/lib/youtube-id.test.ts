import { describe, expect, it } from "vitest";
import { youtubeIdOf } from "./youtube-id";

describe("youtubeIdOf", () => {
  it("takes the id from every usual form of a link, and the bare id", () => {
    for (const text of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s",
      "http://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?si=abcDEF123&t=10",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/live/dQw4w9WgXcQ",
      "  dQw4w9WgXcQ  ",
    ]) {
      expect(youtubeIdOf(text), text).toBe("dQw4w9WgXcQ");
    }
  });

  it("refuses other sites, other pages and malformed ids", () => {
    for (const text of [
      "",
      "https://vimeo.com/123456789",
      "https://www.youtube.com/channel/UCabcdefghijk",
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/watch?list=PL123",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "javascript:alert(1)",
      "https://youtu.be/dQw4w9WgXcQ/extra",
      "dQw4w9WgXc!",
    ]) {
      expect(youtubeIdOf(text), text).toBeUndefined();
    }
  });
});
