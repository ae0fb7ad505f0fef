import { spawn } from 'node:child_process'

// runs ffmpeg or ffprobe; resolves with stdout, rejects with the tail of stderr
export function runTool(tool: 'ffmpeg' | 'ffprobe', args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => {
      // only the end says what went wrong
      err = (err + chunk.toString()).slice(-4000)
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString())
      else reject(new Error(`${tool} exited with ${code}: ${err.trim().split('\n').slice(-3).join(' | ')}`))
    })
  })
}

export interface VideoProbe {
  width: number
  height: number
  durationSeconds: number
}

// null when the file holds no readable video stream
export async function probeVideo(path: string): Promise<VideoProbe | null> {
  try {
    const output = await runTool('ffprobe', [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=width,height:stream_side_data=rotation:format=duration',
      '-of',
      'json',
      path,
    ])
    const parsed = JSON.parse(output) as {
      streams?: { width?: number; height?: number; side_data_list?: { rotation?: number }[] }[]
      format?: { duration?: string }
    }
    const stream = parsed.streams?.[0]
    if (!stream?.width || !stream.height) return null
    // phones store portrait video as landscape plus a rotation
    const rotation = Math.abs(stream.side_data_list?.find((s) => s.rotation !== undefined)?.rotation ?? 0)
    const turned = rotation === 90 || rotation === 270
    return {
      width: turned ? stream.height : stream.width,
      height: turned ? stream.width : stream.height,
      durationSeconds: Number(parsed.format?.duration ?? 0),
    }
  } catch {
    return null
  }
}
