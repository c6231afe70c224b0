// Renders the looping wrapping clip (video.ts) to public/video/: envolvedora.mp4 (H.264),
// envolvedora.webm (VP9) and the poster envolvedora-poster.webp (first frame). Run from the
// repository root with `npm run art:video`.
// Needs ffmpeg (with libx264 and libvpx-vp9) on the PATH or at /usr/bin/ffmpeg.

import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { FPS, FRAMES, frameSvg } from "./site/video";

const OUT = join(process.cwd(), "public", "video");
const TMP = "/tmp/kordex-video-frames";

function ffmpeg(args: string[]): void {
  const bin = existsSync("/usr/bin/ffmpeg") ? "/usr/bin/ffmpeg" : "ffmpeg";
  execFileSync(bin, ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
}

async function main(): Promise<void> {
  const only = process.argv[2];
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
  mkdirSync(OUT, { recursive: true });
  const frames = only ? only.split(",").map(Number) : Array.from({ length: FRAMES }, (_, i) => i);
  for (const f of frames) {
    await sharp(Buffer.from(frameSvg(f)))
      .png()
      .toFile(join(TMP, `${String(f).padStart(4, "0")}.png`));
  }
  if (only) {
    process.stdout.write(`frames ${only} in ${TMP}\n`);
    return;
  }
  const input = ["-framerate", String(FPS), "-i", join(TMP, "%04d.png")];
  const mp4 = join(OUT, "envolvedora.mp4");
  const webm = join(OUT, "envolvedora.webm");
  ffmpeg([
    ...input,
    "-c:v",
    "libx264",
    "-pix_fmt",
    "yuv420p",
    "-crf",
    "28",
    "-preset",
    "slow",
    "-tune",
    "animation",
    "-movflags",
    "+faststart",
    "-an",
    mp4,
  ]);
  ffmpeg([
    ...input,
    "-c:v",
    "libvpx-vp9",
    "-pix_fmt",
    "yuv420p",
    "-b:v",
    "0",
    "-crf",
    "40",
    "-row-mt",
    "1",
    "-an",
    webm,
  ]);
  await sharp(join(TMP, "0000.png")).webp({ quality: 75 }).toFile(join(OUT, "envolvedora-poster.webp"));
  for (const f of [mp4, webm, join(OUT, "envolvedora-poster.webp")])
    process.stdout.write(`${f}: ${statSync(f).size} bytes\n`);
  rmSync(TMP, { recursive: true, force: true });
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
