import type { ContentRefusal } from "#app/content/permissions.ts";
import type { StaffRole } from "#app/staff/shared/permissions.ts";

/** What a refusal for want of a permission carries: enough for the staff area's frame, none of the page's data. */
export interface Forbidden {
  forbidden: true;
  staffEmail: string;
  role: StaffRole;
  /** A change the content store's rule refused (a translator's), said instead of the role's general refusal. */
  refusal?: ContentRefusal;
}

export const isForbidden = (data: unknown): data is Forbidden => typeof data === "object" && data !== null && "forbidden" in data && "role" in data;
