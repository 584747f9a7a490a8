#!/bin/sh
# Regenerates the tiny reel videos shipped in the repository. The server never runs this: the MP4 files are
# committed so that runtime needs no ffmpeg. Each is a few seconds of a portrait lavfi test pattern, H.264
# baseline with faststart so browsers can begin playing before the whole file arrives.
set -eu
cd "$(dirname "$0")/reels"
make_reel() {
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$2" -t 4 -an \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf "$3" \
    -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact "$1"
}
make_reel reel-1.mp4 "testsrc2=size=360x640:rate=24" 34
make_reel reel-2.mp4 "smptehdbars=size=360x640:rate=24" 34
make_reel reel-3.mp4 "mandelbrot=size=360x640:rate=24" 42
make_reel reel-4.mp4 "testsrc=size=360x640:rate=24" 34
make_reel reel-5.mp4 "gradients=size=360x640:rate=24:speed=0.05" 34
