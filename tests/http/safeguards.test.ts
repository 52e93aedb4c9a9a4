import { describe, expect, test } from "vitest";
import { unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from "#app/forms/subscription/unsubscribe-link.server.ts";
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
