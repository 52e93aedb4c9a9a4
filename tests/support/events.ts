/**
 * An event's item fields as the editor saves them: a Saturday morning community gathering on the calendar,
 * taking place as announced, on no feast; tests override what they check.
 */
export const eventFields = (fields: Partial<Record<string, string>> = {}): Record<string, string> => ({
  startDate: "2027-03-06",
  startTime: "10:00",
  endDate: "",
  endTime: "12:00",
  category: "community",
  series: "calendar",
  status: "scheduled",
  feast: "none",
  ...Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined)),
});

/** An event's text in one language as the editor saves it: a picnic, the fields it may leave empty left empty. */
export const eventTexts = (texts: Partial<Record<string, string>> = {}): Record<string, string> => ({
  title: "Picnic",
  summary: "A picnic in the park.",
  place: "Alberta Park",
  statusNote: "",
  attendance: "",
  cost: "",
  registration: "",
  audience: "",
  accessibility: "",
  directions: "",
  description: "",
  ...Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => entry[1] !== undefined)),
});
