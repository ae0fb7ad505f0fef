// the load balancer of `npm run cluster`: Debian's nginx, installed by scripts/ensure-system-deps.sh
// when missing, run in the foreground on a configuration written to a folder of its own
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']

export function findNginx(root: string): string {
  const found = () => CANDIDATES.find((path) => existsSync(path))
  if (found()) return found() as string
  const installed = spawnSync('bash', [join(root, 'scripts', 'ensure-system-deps.sh')], { stdio: 'inherit' })
  const path = found()
  if (installed.status !== 0 || !path) throw new Error('nginx is not installed and could not be installed')
  return path
}

export interface BalancerOptions {
  host: string
  port: number
  gateways: string[]
  // the folder for the configuration, the pid file and nginx's temporary files
  dir: string
}

// WebSocket upgrades pass through; request and response bodies stream (upload slices, subscriptions
// over SSE); X-Forwarded-For is set, not appended, to the address nginx saw, so a gateway trusting
// one hop (TRUST_PROXY=1) gets the client's real address and no client can forge one; the header
// X-Showroom-Gateway names the gateway that answered. A request that could not reach a gateway
// (refused, reset before an answer) is tried on the other; a gateway that failed is left out for 5 s
export function balancerConfig(options: BalancerOptions): string {
  const temp = (name: string) => join(options.dir, name)
  const servers = options.gateways.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`)
  return `worker_processes 1;
error_log stderr warn;
pid ${temp('nginx.pid')};
${process.getuid?.() === 0 ? 'user root;\n' : ''}events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp('client-body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  upstream gateways {
${servers.join('\n')}
    keepalive 64;
  }
  server {
    listen ${options.host}:${options.port};
    client_max_body_size 0;
    proxy_request_buffering off;
    proxy_buffering off;
    proxy_http_version 1.1;
    proxy_read_timeout 1h;
    proxy_send_timeout 1h;
    proxy_next_upstream error timeout;
    location / {
      proxy_pass http://gateways;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Showroom-Gateway $upstream_addr always;
    }
  }
}
`
}

export function writeBalancerConfig(options: BalancerOptions): string {
  mkdirSync(options.dir, { recursive: true })
  const file = join(options.dir, 'nginx.conf')
  writeFileSync(file, balancerConfig(options))
  return file
}
