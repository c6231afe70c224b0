import { useEffect, useRef } from "react";
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
  const element = useRef<HTMLVideoElement>(null);
  // Started from script rather than with `autoplay`, so that visitors who ask their system for
  // reduced motion keep the still poster, a clip hidden at this width is not downloaded, and
  // without JavaScript the poster stays.
  useEffect(() => {
    const clip = element.current;
    if (!clip || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (clip.getClientRects().length === 0) return; // not shown at this width
    clip.play().catch(() => {
      // Autoplay refused (e.g. data saver): the poster stays.
    });
  }, []);
  return (
    <video
      ref={element}
      className={className}
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
