import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./server.ts";

export interface RunningCaddy {
  /** https://localhost:PORT of each site. */
  urls: string[];
  stop(): Promise<void>;
}

/** A request over HTTPS accepting Caddy's own certificate authority (`tls internal`), as a browser told to would. */
export function httpsRequest(
  url: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    // The TLS name is the URL's even when the Host header says otherwise, as with a browser.
    const outgoing = request(url, { method, rejectUnauthorized: false, servername: new URL(url).hostname, headers }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/**
 * Caddy (Debian's package) in front of a server on loopback, with `tls internal` as on a machine without a
 * public name, one HTTPS site per entry of `sites`: `passHost` sends the visitor's Host on to the server
 * (Caddy's default), otherwise the server gets its own internal address as Host, as some proxies do.
 * Everything Caddy writes stays in a temporary folder.
 */
export async function startCaddy(upstream: string, sites: { port: number; passHost: boolean }[]): Promise<RunningCaddy> {
  const dir = mkdtempSync(path.join(tmpdir(), "tesfa-caddy-"));
  const upstreamHost = new URL(upstream).host;
  const caddyfile = [
    "{",
    "\tadmin off",
    "\tskip_install_trust",
    "\tauto_https disable_redirects",
    `\thttp_port ${await freePort()}`,
    `\tstorage file_system ${path.join(dir, "data")}`,
    "}",
    ...sites.flatMap((site) => [
      `https://localhost:${site.port} {`,
      "\ttls internal",
      site.passHost ? `\treverse_proxy ${upstreamHost}` : `\treverse_proxy ${upstreamHost} {\n\t\theader_up Host {upstream_hostport}\n\t}`,
      "}",
    ]),
  ].join("\n");
  writeFileSync(path.join(dir, "Caddyfile"), caddyfile);
  const child = spawn("caddy", ["run", "--config", path.join(dir, "Caddyfile"), "--adapter", "caddyfile"], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: path.join(dir, "xdg"), XDG_CONFIG_HOME: path.join(dir, "xdg") },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  const urls = sites.map(({ port }) => `https://localhost:${port}`);
  const deadline = Date.now() + 30_000;
  for (const url of urls) {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`Caddy exited:\n${log}`);
      const answer = await httpsRequest(`${url}/healthz`).catch(() => undefined);
      if (answer?.status === 200) break;
      if (Date.now() > deadline) throw new Error(`Caddy did not answer at ${url}:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    urls,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
