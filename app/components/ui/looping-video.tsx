import { preload as preloadResource } from "react-dom";

export interface LoopingVideoSource {
  mp4: string;
  webm: string;
  poster: string;
}

/**
 * A decorative background clip: muted, looping, inline, never announced. A `priority` clip is the
 * page's largest element: its poster is preloaded with high priority.
 */
export function LoopingVideo({
  video,
  className,
  preload = "metadata",
  priority = false,
}: {
  video: LoopingVideoSource;
  className: string;
  preload?: "none" | "metadata";
  priority?: boolean;
}) {
  if (priority) preloadResource(video.poster, { as: "image", fetchPriority: "high" });
  return (
    <video
      className={className}
      autoPlay
      muted
      loop
      playsInline
      preload={preload}
      poster={video.poster}
      aria-hidden="true"
    >
      <source src={video.webm} type="video/webm" />
      <source src={video.mp4} type="video/mp4" />
    </video>
  );
}
