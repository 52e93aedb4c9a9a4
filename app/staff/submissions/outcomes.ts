import type { SubmissionStatus } from "#app/staff/shared/lists.ts";

/** What staff can tell a family about a registration, and the status each gives it (app/staff/shared/lists.ts). */
export const outcomes = ["placeConfirmed", "waitingList"] as const;
export type Outcome = (typeof outcomes)[number];
export const outcomeStatus: Record<Outcome, SubmissionStatus> = { placeConfirmed: "enrolled", waitingList: "waitlisted" };
export const isOutcome = (value: unknown): value is Outcome => outcomes.includes(value as Outcome);
