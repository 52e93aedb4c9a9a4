import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";

/** What the server tells its mail sender over the IPC channel. */
export type ToMailSender = { type: "nudge"; worker: "outbox" | "newsletters" } | { type: "stop" };
/** What the mail sender tells the server: a newsletter was sent in full, so the public archive shows it. */
export type FromMailSender = { type: "published" };

export interface MailSender {
  /** A form's or a staff member's e-mail was queued: send it now rather than at the next poll. */
  nudgeOutbox(): void;
  /** A newsletter was started or resumed. */
  nudgeNewsletters(): void;
  /** Asks the sender to finish the e-mails in flight and exit, and waits for it (at most `stopWaitMs`). */
  stop(): Promise<void>;
}

const entry = fileURLToPath(new URL("./mail-sender.ts", import.meta.url));

/** A sender that died is started again after 1 s, then 2, 4… up to a minute while it keeps dying. */
const firstRestartMs = 1_000;
const lastRestartMs = 60_000;
/**
 * Under systemd's 30 s (TimeoutStopSec), after which the whole unit is killed. A send normally ends in
 * well under a second; one stuck on a silent mail server ends at the mailer's timeouts, and a sender still
 * busy then finishes on its own once the server is gone (it stops when its channel closes).
 */
const stopWaitMs = 25_000;

/**
 * The mail sender (decision 42): a child process of the server, `server/mail-sender.ts`, that talks SMTP
 * for it, so a web server killed at any moment leaves no message accepted by the mail server and not yet
 * marked sent. Started again with a growing delay whenever it dies; `published` is what the server does when
 * the sender reports a newsletter sent in full.
 */
export function startMailSender({ published }: { published: () => Promise<void> }): MailSender {
  let child: ChildProcess | undefined;
  let stopping = false;
  let restartMs = firstRestartMs;
  let restartTimer: NodeJS.Timeout | undefined;
  const launch = () => {
    const startedAt = Date.now();
    // Without the server's own Node flags (a profiler's or debugger's, for the web server alone).
    const sender = fork(entry, { execPath: process.execPath, execArgv: [], env: process.env });
    child = sender;
    console.log(`Mail sender: started (pid ${sender.pid})`);
    sender.on("message", (message) => {
      if ((message as FromMailSender).type === "published")
        published().catch((error) => console.error(`Mail sender: ${error instanceof Error ? error.message : error}`));
    });
    sender.on("error", (error) => console.error(`Mail sender (pid ${sender.pid}): ${error.message}`));
    sender.once("exit", (code, signal) => {
      child = undefined;
      if (stopping) return;
      // One that ran a while died of something new, not of what stopped the last one at start-up.
      if (Date.now() - startedAt > lastRestartMs) restartMs = firstRestartMs;
      console.error(`Mail sender (pid ${sender.pid}) exited (${signal ?? `code ${code}`}); starting another in ${restartMs / 1000} s`);
      restartTimer = setTimeout(launch, restartMs);
      restartMs = Math.min(restartMs * 2, lastRestartMs);
    });
  };
  // A message the sender cannot take (it is starting again) is not lost: it is in the outbox, and the next sender polls.
  const tell = (message: ToMailSender) => {
    if (child?.connected) child.send(message, () => undefined);
  };
  launch();
  return {
    nudgeOutbox: () => tell({ type: "nudge", worker: "outbox" }),
    nudgeNewsletters: () => tell({ type: "nudge", worker: "newsletters" }),
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      const sender = child;
      if (!sender) return;
      const exited = new Promise<boolean>((resolve) => sender.once("exit", () => resolve(true)));
      tell({ type: "stop" });
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), stopWaitMs);
      });
      if (!(await Promise.race([exited, waited])))
        console.error(`Mail sender (pid ${sender.pid}): still sending after ${stopWaitMs / 1000} s; it finishes on its own`);
      clearTimeout(timer);
    },
  };
}
