#!/bin/sh
# Regenerates the sample media the content seed copies into storage. Needs ffmpeg (Debian: apt-get install ffmpeg).
# The product does not run this: the files it writes are committed next to it.
set -eu
cd "$(dirname "$0")"
ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }

# 6 s test pattern with a 440 Hz tone: H.264 (baseline, yuv420p) + AAC, moov atom first for progressive playback.
ff -f lavfi -i "testsrc2=size=320x180:rate=24:duration=6" \
   -f lavfi -i "sine=frequency=440:sample_rate=44100:duration=6" \
   -c:v libx264 -profile:v baseline -pix_fmt yuv420p -preset veryslow -crf 30 \
   -c:a aac -b:a 48k -ac 1 -shortest -movflags +faststart sample-video.mp4

# Poster and stills taken from the video itself.
ff -ss 1 -i sample-video.mp4 -frames:v 1 -q:v 6 poster.jpg
for i in 1 2 3; do
  ff -ss "$((i * 2 - 1)).5" -i sample-video.mp4 -frames:v 1 -vf scale=160:90 -q:v 7 "thumbnail-$i.jpg"
done

# Article images: a cellular-automaton "culture" (short, large) and a Mandelbrot header banner.
ff -f lavfi -i "life=size=80x45:mold=10:ratio=0.3:seed=7:life_color=#2f9e44:death_color=#0b3d1a:mold_color=#74c69d" \
   -vf "select=eq(n\,40),scale=320:180:flags=bicubic,gblur=sigma=1.5" -frames:v 1 -q:v 6 image-short.jpg
ff -f lavfi -i "life=size=80x45:mold=10:ratio=0.3:seed=7:life_color=#2f9e44:death_color=#0b3d1a:mold_color=#74c69d" \
   -vf "select=eq(n\,40),scale=640:360:flags=bicubic,gblur=sigma=2.5" -frames:v 1 -q:v 7 image-large.jpg
ff -f lavfi -i "mandelbrot=size=960x240:rate=1:start_scale=2.5" -frames:v 1 -q:v 7 header-image.jpg

# Sponsor logo: PNG, 150x50 (the advised maximum).
ff -f lavfi -i "gradients=size=150x50:seed=3:nb_colors=3" -frames:v 1 sponsor-logo.png
