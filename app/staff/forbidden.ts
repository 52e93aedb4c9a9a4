import type { StaffRole } from "#app/staff/permissions.ts";

/** What a refusal for want of a permission carries: enough for the staff area's frame, none of the page's data. */
export interface Forbidden {
  forbidden: true;
  staffEmail: string;
  role: StaffRole;
}

export const isForbidden = (data: unknown): data is Forbidden => typeof data === "object" && data !== null && "forbidden" in data && "role" in data;
