import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "./server-process";

/**
 * Runs the deploy recipe's nginx configuration (deploy/nginx/) as a real nginx on loopback:
 * the files are copied with only addresses, ports and paths replaced, so what the tests prove
 * is what an operator installs.
 */
export const NGINX_BINARY = "/usr/sbin/nginx";

export function nginxMissingReason(): string | null {
  if (!fs.existsSync(NGINX_BINARY))
    return `${NGINX_BINARY} is not installed (Debian: apt-get install nginx-light)`;
  if (spawnSync("openssl", ["version"]).status !== 0)
    return "openssl is not installed (needed for the test's TLS certificate)";
  return null;
}

/** A file of deploy/ with each `from` replaced by `to`; every `from` must occur, so the test cannot drift from the file. */
export function renderDeployFile(
  relativePath: string,
  replacements: [from: string, to: string][],
): string {
  let text = fs.readFileSync(path.join(PROJECT_ROOT, relativePath), "utf8");
  for (const [from, to] of replacements) {
    if (!text.includes(from))
      throw new Error(
        `${relativePath} no longer contains ${JSON.stringify(from)}: update the test's rendering`,
      );
    text = text.split(from).join(to);
  }
  return text;
}

export type NginxProcess = {
  child: ChildProcess;
  prefix: string;
  output(): string;
  errorLog(): string;
  stop(): Promise<void>;
};

/** A self-signed certificate for 127.0.0.1 in `dir`: returns the certificate and key paths. */
export function selfSignedCertificate(dir: string): {
  cert: string;
  key: string;
} {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const result = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`openssl failed: ${result.stderr}`);
  return { cert, key };
}

export function nginxPrefix(): string {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-lb-"));
  // Workers run as `nobody` when the test runs as root: they need to reach the temp folders.
  fs.chmodSync(prefix, 0o755);
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
    fs.mkdirSync(path.join(prefix, dir), { mode: 0o777 });
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
    fs.chmodSync(path.join(prefix, dir), 0o777);
  return prefix;
}

/**
 * Starts nginx in the foreground with a main configuration around `siteFile` (an http-context
 * file such as deploy/nginx/kestrel.conf, already rendered into `prefix`), waits until `port`
 * accepts connections.
 */
export async function startNginx(
  prefix: string,
  siteFile: string,
  port: number,
  timeoutMs = 30_000,
): Promise<NginxProcess> {
  const main = [
    "worker_processes 1;",
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log info;`,
    "events { worker_connections 512; }",
    "http {",
    `  access_log ${prefix}/access.log;`,
    `  client_body_temp_path ${prefix}/body;`,
    `  proxy_temp_path ${prefix}/proxy;`,
    `  fastcgi_temp_path ${prefix}/fastcgi;`,
    `  uwsgi_temp_path ${prefix}/uwsgi;`,
    `  scgi_temp_path ${prefix}/scgi;`,
    `  include ${siteFile};`,
    "}",
    "",
  ].join("\n");
  const mainFile = path.join(prefix, "nginx.conf");
  fs.writeFileSync(mainFile, main);
  const test = spawnSync(
    NGINX_BINARY,
    ["-t", "-p", prefix, "-c", mainFile, "-e", `${prefix}/error.log`],
    { encoding: "utf8" },
  );
  if (test.status !== 0)
    throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);

  const child = spawn(
    NGINX_BINARY,
    [
      "-p",
      prefix,
      "-c",
      mainFile,
      "-e",
      `${prefix}/error.log`,
      "-g",
      "daemon off;",
    ],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => resolve()),
  );
  const errorLog = () => {
    try {
      return fs.readFileSync(path.join(prefix, "error.log"), "utf8");
    } catch {
      return "";
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await canConnect(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not start:\n${output}\n${errorLog()}`);
    }
    // Between probes of a deadline loop; this module also runs outside Vitest (the benches).
    // eslint-disable-next-line no-restricted-syntax
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    prefix,
    output: () => output,
    errorLog,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGTERM to the master: fast shutdown of its workers too.
        child.kill("SIGTERM");
        const forced = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(forced);
      }
    },
  };
}

export function canConnect(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** The template rendered for this run: the instances' ports, nginx's ports, the certificate and the snippet's path. */
export function renderKestrelSite(options: {
  prefix: string;
  upstreams: [number, number];
  httpPort: number;
  tlsPort: number;
}) {
  const { prefix, upstreams, httpPort, tlsPort } = options;
  const { cert, key } = selfSignedCertificate(prefix);
  fs.writeFileSync(
    path.join(prefix, "kestrel-proxy.conf"),
    renderDeployFile("deploy/nginx/kestrel-proxy.conf", []),
  );
  const site = renderDeployFile("deploy/nginx/kestrel.conf", [
    ["server 127.0.0.1:3001 ", `server 127.0.0.1:${upstreams[0]} `],
    ["server 127.0.0.1:3002 ", `server 127.0.0.1:${upstreams[1]} `],
    ["listen 80;", `listen 127.0.0.1:${httpPort};`],
    ["listen 443 ssl http2", `listen 127.0.0.1:${tlsPort} ssl http2`],
    // IPv6 listeners left out: loopback IPv6 may be off on a CI machine.
    ["listen [::]:80;", "# (IPv6 listener left out in the test)"],
    [
      "listen [::]:443 ssl http2 default_server;",
      "# (IPv6 listener left out in the test)",
    ],
    ["listen [::]:443 ssl http2;", "# (IPv6 listener left out in the test)"],
    ["/etc/letsencrypt/live/www.example.org/fullchain.pem", cert],
    ["/etc/letsencrypt/live/www.example.org/privkey.pem", key],
    [
      "/etc/nginx/snippets/kestrel-proxy.conf",
      path.join(prefix, "kestrel-proxy.conf"),
    ],
  ]);
  const siteFile = path.join(prefix, "kestrel.conf");
  fs.writeFileSync(siteFile, site);
  return siteFile;
}
