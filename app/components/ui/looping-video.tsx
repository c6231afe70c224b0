export interface LoopingVideoSource {
  mp4: string;
  webm: string;
  poster: string;
}

/** A decorative background clip: muted, looping, inline, never announced. */
export function LoopingVideo({
  video,
  className,
  preload = "metadata",
}: {
  video: LoopingVideoSource;
  className: string;
  preload?: "none" | "metadata";
}) {
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
