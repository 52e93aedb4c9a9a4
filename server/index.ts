import { readEnv } from "../app/config/env.server.ts";
import { createApp } from "./app.ts";

const env = readEnv();
const app = await createApp();
const server = app.listen(env.PORT, env.HOST, () => {
  console.log(`Serving on http://localhost:${env.PORT}`);
});

// Stop taking connections, let requests in flight finish, then exit.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    console.log(`${signal} received: shutting down`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
