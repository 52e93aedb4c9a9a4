import { describe, expect, test } from "vitest";
import {
  confirmationLifetimeMs,
  confirmationUrl,
  unsubscribeToken,
  unsubscribeUrl,
  verifyConfirmationToken,
  verifyUnsubscribeToken,
} from "#app/forms/subscription/mailing-list-links.server.ts";
import { contentSecurityPolicy } from "#app/http/content-security-policy.server.ts";

describe("unsubscribe links", () => {
  const secret = "a-test-secret-that-is-long-enough-1234";
  test("a token names its address and only works with our secret and unchanged", () => {
    const token = unsubscribeToken(secret, "Hanna@Example.org");
    expect(verifyUnsubscribeToken(secret, token)).toBe("hanna@example.org");
    expect(verifyUnsubscribeToken("another-secret-that-is-long-enough-12345", token)).toBeNull();
    const [email, signature] = token.split(".");
    const otherEmail = Buffer.from("someone@example.org").toString("base64url");
    expect(verifyUnsubscribeToken(secret, `${otherEmail}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `${email}.${signature?.slice(1)}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, "")).toBeNull();
    expect(verifyUnsubscribeToken(secret, "no-dot")).toBeNull();
  });

  test("the link is on the public site, in the subscriber's language", () => {
    expect(unsubscribeUrl("https://tesfa.example.org", secret, "a@example.org", "am")).toMatch(
      /^https:\/\/tesfa\.example\.org\/am\/unsubscribe\?token=[\w-]+\.[\w-]+$/,
    );
    expect(unsubscribeUrl("http://127.0.0.1:4000", secret, "a@example.org", "en")).toMatch(/^http:\/\/127\.0\.0\.1:4000\/unsubscribe\?token=/);
  });
});

describe("confirmation links", () => {
  const secret = "a-test-secret-that-is-long-enough-1234";
  const sent = new Date("2026-11-27T10:00:00.000Z");
  const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";
  const link = confirmationUrl("https://tesfa.example.org", secret, { email: "Hanna@Example.org", lang: "am", interests: ["news", "school"] }, sent);

  test("carry the address and the choices, in the subscriber's language, for a week", () => {
    expect(new URL(link).pathname).toBe("/am/subscribe/confirm");
    const request = { email: "hanna@example.org", lang: "am", interests: ["news", "school"] };
    expect(verifyConfirmationToken(secret, tokenOf(link), sent)).toEqual(request);
    expect(verifyConfirmationToken(secret, tokenOf(link), new Date(sent.getTime() + confirmationLifetimeMs - 1000))).toEqual(request);
    expect(verifyConfirmationToken(secret, tokenOf(link), new Date(sent.getTime() + confirmationLifetimeMs + 1000))).toBe("expired");
  });

  test("only work with our secret, unchanged, and never as another link's token", () => {
    const token = tokenOf(link);
    expect(verifyConfirmationToken("another-secret-that-is-long-enough-12345", token, sent)).toBeNull();
    const [payload, signature] = token.split(".");
    const changed = Buffer.from(
      Buffer.from(payload ?? "", "base64url")
        .toString("utf8")
        .replace("school", "volunteering"),
    ).toString("base64url");
    expect(verifyConfirmationToken(secret, `${changed}.${signature}`, sent)).toBeNull();
    // An unsubscribe token is signed for another purpose: it confirms nothing, and the other way round.
    expect(verifyConfirmationToken(secret, unsubscribeToken(secret, "hanna@example.org"), sent)).toBeNull();
    expect(verifyUnsubscribeToken(secret, token)).toBeNull();
    expect(verifyConfirmationToken(secret, "", sent)).toBeNull();
  });
});

describe("content security policy", () => {
  test("allows exactly the page's inline scripts by hash, and no inline script otherwise", () => {
    const policy = contentSecurityPolicy('<script>console.log("a")</script><script src="/x.js"></script><script type="module">import("/y.js")</script>');
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc?.match(/'sha256-[A-Za-z0-9+/=]+'/g)).toHaveLength(2);
    expect(policy).not.toContain("unsafe-inline");
    for (const directive of ["object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"]) expect(policy).toContain(directive);
    // The hash is the SHA-256 of the script's text, as browsers compute it.
    expect(policy).toContain("'sha256-3xqCEfNrbhQLAZy5uSLzJ9hNthXm1py/K8hqI37Cvoc='");
  });
});
