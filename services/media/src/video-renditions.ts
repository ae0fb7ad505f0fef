import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createReadStream } from 'node:fs'
import type { Storage } from '@showroom/platform'
import { runTool } from './ffmpeg.ts'
import { storePosterVariants } from './image-variants.ts'

// the longest side of the mp4 and HLS rendition
const RENDITION_LONG_SIDE = 1280
const HLS_SEGMENT_SECONDS = 4

export interface VideoRenditions {
  mp4: string
  hls: string
  poster: string
  thumb: string
  card: string
  preview: string
}

// even dimensions, never enlarged, portrait or landscape
const SCALE = `scale='if(gte(iw,ih),min(${RENDITION_LONG_SIDE},iw),-2)':'if(gte(iw,ih),-2,min(${RENDITION_LONG_SIDE},ih))'`

// an mp4 rendition (no metadata), an HLS vod playlist cut from it, and a poster frame with its variants
export async function makeVideoRenditions(
  storage: Storage,
  sourcePath: string,
  folder: string,
): Promise<VideoRenditions> {
  const work = await mkdtemp(join(tmpdir(), 'showroom-video-'))
  try {
    const mp4 = join(work, 'video.mp4')
    await runTool('ffmpeg', [
      ...['-v', 'error', '-y', '-i', sourcePath],
      ...['-map', '0:v:0', '-map', '0:a:0?', '-map_metadata', '-1', '-map_chapters', '-1'],
      ...['-vf', SCALE, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', mp4],
    ])
    await runTool('ffmpeg', [
      ...['-v', 'error', '-y', '-i', mp4, '-c', 'copy', '-map_metadata', '-1'],
      ...['-f', 'hls', '-hls_playlist_type', 'vod', '-hls_time', String(HLS_SEGMENT_SECONDS)],
      ...['-hls_segment_filename', join(work, 'hls-%04d.ts'), join(work, 'index.m3u8')],
    ])
    const poster = join(work, 'poster.jpg')
    await runTool('ffmpeg', ['-v', 'error', '-y', '-i', mp4, '-frames:v', '1', '-map_metadata', '-1', poster])

    const keys = {
      mp4: `${folder}/video.mp4`,
      hls: `${folder}/hls/index.m3u8`,
      poster: `${folder}/poster.jpg`,
    }
    await storage.put(keys.mp4, createReadStream(mp4))
    // segments first, so the playlist never names a segment that is not there yet
    for (const name of (await readdir(work)).filter((n) => n.endsWith('.ts')).sort())
      await storage.put(`${folder}/hls/${name}`, createReadStream(join(work, name)))
    await storage.put(keys.hls, await readFile(join(work, 'index.m3u8')))
    const posterBytes = await readFile(poster)
    await storage.put(keys.poster, posterBytes)
    const variants = await storePosterVariants(storage, posterBytes, folder)
    return { ...keys, ...variants }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
