import { describe, expect, test } from "vitest";
import { parseForm } from "#app/fields/validation.ts";
import { donationSchema } from "#app/forms/donation/fields.ts";
import { registrationSchema } from "#app/forms/registration/fields.ts";

const valid = {
  parentName: "Almaz Bekele",
  parentEmail: "almaz@example.org",
  parentPhone: "(503) 555-0123",
  childName: "Dawit Bekele",
  childAge: "9",
  childGrade: "k",
  amharicLevel: "native",
  emergencyContact: "Tsehay Alemu",
  emergencyPhone: "+1 503 555 0177",
  agreement: "on",
};

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("registration rules", () => {
  test("a complete registration passes, with types converted", () => {
    const result = parseForm(registrationSchema, form(valid));
    expect(result).toEqual({
      ok: true,
      data: { ...valid, childAge: 9, medicalInfo: "", scholarshipNeeded: false, agreement: true },
    });
  });

  test.each([
    ["childAge", "4", "ageRange"],
    ["childAge", "19", "ageRange"],
    ["childAge", "7.5", "ageRange"],
    ["childAge", "", "required"],
    ["childGrade", "13", "choose"],
    ["amharicLevel", "expert", "choose"],
    ["parentEmail", "almaz@", "email"],
    ["parentPhone", "12", "phone"],
    ["parentName", "   ", "required"],
    ["parentName", "x".repeat(121), "tooLong"],
    ["medicalInfo", "x".repeat(2001), "tooLong"],
  ])("%s = %j is refused with %s", (name, value, key) => {
    const result = parseForm(registrationSchema, form({ ...valid, [name]: value }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[name as keyof typeof result.errors]?.key).toBe(key);
  });

  test("ages 5 and 18 are accepted", () => {
    for (const age of ["5", "18"]) expect(parseForm(registrationSchema, form({ ...valid, childAge: age })).ok).toBe(true);
  });

  test("the agreement is required", () => {
    const { agreement: _, ...withoutAgreement } = valid;
    const result = parseForm(registrationSchema, form(withoutAgreement));
    expect(result).toEqual({ ok: false, errors: { agreement: { key: "agreementRequired" } } });
  });
});

describe("donation rules", () => {
  test("name and e-mail are required; amount and message are free", () => {
    expect(parseForm(donationSchema, form({ name: "Selam", email: "selam@example.org" })).ok).toBe(true);
    expect(parseForm(donationSchema, form({ name: "Selam", email: "selam@example.org", amount: "$75 a month" })).ok).toBe(true);
    const result = parseForm(donationSchema, form({ amount: "100" }));
    expect(result).toEqual({ ok: false, errors: { name: { key: "required" }, email: { key: "required" } } });
  });
});
