import { type ContentKind, coverImageField } from "#app/content/kinds.ts";
import { feasts } from "#app/i18n/ethiopian-calendar.ts";
import type { Localized } from "#app/i18n/language.ts";

/**
 * What kind of event it is: the calendar's filter (/events/calendar/<category>). New categories go at the
 * end: a stored event keeps its key, so none is ever renamed or removed.
 */
export const eventCategories = ["cultural", "training", "health", "community", "school", "fundraising"] as const;
export type EventCategory = (typeof eventCategories)[number];

export const eventCategoryLabels: Record<EventCategory, Localized> = {
  cultural: { en: "Cultural", am: "ባህላዊ" },
  training: { en: "Training", am: "ስልጠና" },
  health: { en: "Health", am: "ጤና" },
  community: { en: "Community", am: "ማኅበረሰብ" },
  school: { en: "School", am: "ትምህርት ቤት" },
  fundraising: { en: "Fundraising", am: "የገቢ ማሰባሰቢያ" },
};

/**
 * Whether an event still takes place as announced. A cancelled one stays on the calendar and in the feeds
 * (STATUS:CANCELLED), so people who saved it learn of it; a moved one carries its new date or place in its
 * fields, and the per-language note says what changed. Events stored before the field existed have none:
 * `eventStatusOf` reads them as scheduled (the first option, as the editor shows them).
 */
export const eventStatuses = ["scheduled", "cancelled", "moved"] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const eventStatusLabels: Record<EventStatus, Localized> = {
  scheduled: { en: "Taking place as announced", am: "እንደተገለጸው ይካሄዳል" },
  cancelled: { en: "Cancelled", am: "ተሰርዟል" },
  moved: { en: "Postponed or moved", am: "ተላልፏል ወይም ቦታው ተቀይሯል" },
};

export const eventStatusOf = (fields: Readonly<Record<string, unknown>>): EventStatus =>
  eventStatuses.find((status) => status === fields.status) ?? "scheduled";

/** Where an event is listed besides the calendar: nowhere else, among the annual celebrations, or as a training session. */
export const eventSeries = ["calendar", "annual", "training"] as const;
export type EventSeries = (typeof eventSeries)[number];

export const eventSeriesLabels: Record<EventSeries, Localized> = {
  calendar: { en: "Calendar only", am: "በቀን መቁጠሪያው ብቻ" },
  annual: { en: "Annual celebration", am: "ዓመታዊ በዓል" },
  training: { en: "Training session", am: "የስልጠና ክፍለ ጊዜ" },
};

/**
 * The annual feast an event is held on, if any: its date is then the feast's day, computed for every year
 * (app/content/span.ts), and it comes back to the calendar each year.
 */
export const eventFeasts = ["none", ...feasts] as const;
export type EventFeast = (typeof eventFeasts)[number];

export const eventFeastLabels: Record<EventFeast, Localized> = {
  none: { en: "None: the dates below", am: "የለም፦ ከታች ያሉት ቀኖች" },
  enkutatash: { en: "Enkutatash, Ethiopian New Year (Meskerem 1)", am: "እንቁጣጣሽ፣ አዲስ ዓመት (መስከረም 1)" },
  meskel: { en: "Meskel (Meskerem 17)", am: "መስቀል (መስከረም 17)" },
  genna: { en: "Genna, Ethiopian Christmas", am: "ገና፣ የልደት በዓል" },
  timket: { en: "Timket, Epiphany (Tir 11)", am: "ጥምቀት (ጥር 11)" },
  adwa: { en: "Adwa Victory Day (Yekatit 23)", am: "የዓድዋ ድል በዓል (የካቲት 23)" },
  fasika: { en: "Fasika, Ethiopian Easter", am: "ፋሲካ፣ የትንሣኤ በዓል" },
};

/**
 * Events: the calendar (/events/calendar, past ones in its archive), the next training session on
 * /events/training and the dated annual celebration on /events/annual; each at /events/:slug. Dates and
 * times are Portland's wall clock; an event leaves the calendar when its end (its start day without an end
 * date or time) has passed. One held on a feast has no dates of its own: each year's day is computed.
 */
export const eventsKind = {
  kind: "events",
  path: "/events",
  reservedSlugs: ["calendar", "training", "annual"],
  label: { en: "Event", am: "ዝግጅት" },
  listLabel: { en: "Events", am: "ዝግጅቶች" },
  titleField: "title",
  itemFields: [
    {
      name: "feast",
      input: "choice",
      label: { en: "Held every year on a feast", am: "በየዓመቱ በበዓል ቀን የሚካሄድ" },
      hint: {
        en: "Choose the feast of an annual celebration: its date is computed for every year, and it comes back to the calendar each year.",
        am: "ዓመታዊ በዓል ከሆነ በዓሉን ይምረጡ፤ ቀኑ ለየዓመቱ ይሰላል፣ በየዓመቱም በቀን መቁጠሪያው ላይ ይመለሳል።",
      },
      options: eventFeasts,
      optionLabels: eventFeastLabels,
    },
    { name: "startDate", input: "date", label: { en: "Date (first day)", am: "ቀን (የመጀመሪያው ቀን)" } },
    { name: "startTime", input: "time", label: { en: "Starts at (Portland time)", am: "የሚጀምርበት ሰዓት (የፖርትላንድ)" }, optional: true },
    { name: "endDate", input: "date", label: { en: "Last day, if more than one", am: "የመጨረሻው ቀን (ከአንድ ቀን በላይ ከሆነ)" }, optional: true },
    { name: "endTime", input: "time", label: { en: "Ends at (Portland time)", am: "የሚያበቃበት ሰዓት (የፖርትላንድ)" }, optional: true },
    { name: "category", input: "choice", label: { en: "Category", am: "ምድብ" }, options: eventCategories, optionLabels: eventCategoryLabels },
    {
      name: "status",
      input: "choice",
      label: { en: "Status", am: "ሁኔታ" },
      hint: {
        en: "A cancelled event stays on the calendar, marked cancelled. Say what changed in “Status note”.",
        am: "የተሰረዘ ዝግጅት «ተሰርዟል» ተብሎ በቀን መቁጠሪያው ላይ ይቆያል። የተቀየረውን በ«ስለ ሁኔታው ማስታወሻ» ውስጥ ይጻፉ።",
      },
      options: eventStatuses,
      optionLabels: eventStatusLabels,
    },
    { name: "series", input: "choice", label: { en: "Also listed as", am: "በተጨማሪ የሚዘረዘረው" }, options: eventSeries, optionLabels: eventSeriesLabels },
    coverImageField,
    // RSVP (app/forms/rsvp/): whether the event's page asks who comes, how many places there are and how many
    // people one reply may bring. A reply beyond the places goes on the waiting list.
    {
      name: "rsvp",
      input: "flag",
      label: { en: "Ask for RSVP", am: "የመገኘት ምላሽ ይጠየቅ" },
      hint: {
        en: "A form on the event's page: people say they are coming and get a confirmation, a reminder the day before and any change.",
        am: "በዝግጅቱ ገጽ ላይ ቅጽ፦ የሚመጡ ሰዎች ምላሽ ይሰጣሉ፤ ማረጋገጫ፣ ከዝግጅቱ አንድ ቀን በፊት ማስታወሻና ስለማንኛውም ለውጥ መልእክት ይደርሳቸዋል።",
      },
    },
    {
      name: "rsvpPlaces",
      input: "number",
      label: { en: "RSVP: places (0 for no limit)", am: "የመገኘት ምላሽ፦ የቦታዎች ብዛት (ገደብ ከሌለ 0)" },
      hint: { en: "When they are taken, replies go on the waiting list.", am: "ቦታዎቹ ሲሞሉ ምላሾች ወደ የተጠባባቂ ዝርዝር ይገባሉ።" },
      min: 0,
      max: 5000,
      initial: 0,
    },
    {
      name: "rsvpPartyMax",
      input: "number",
      label: { en: "RSVP: people per reply, at most", am: "የመገኘት ምላሽ፦ በአንድ ምላሽ የሚመጡ ሰዎች ብዛት (ቢበዛ)" },
      min: 1,
      max: 20,
      initial: 4,
    },
  ],
  span: { startDate: "startDate", startTime: "startTime", endDate: "endDate", endTime: "endTime", feast: "feast" },
  textFields: [
    { name: "title", input: "line", label: { en: "Title", am: "ርዕስ" }, required: true, max: 200 },
    {
      name: "summary",
      input: "paragraph",
      label: { en: "Summary", am: "ማጠቃለያ" },
      hint: { en: "One or two sentences, shown on the calendar.", am: "በቀን መቁጠሪያው ላይ የሚታዩ አንድ ወይም ሁለት ዓረፍተ ነገሮች።" },
      required: true,
      max: 600,
    },
    {
      name: "place",
      input: "line",
      label: { en: "Place and address", am: "ቦታና አድራሻ" },
      hint: { en: "For example: Community room, 4821 NE Alberta Street, Portland", am: "ለምሳሌ፦ የማኅበረሰብ አዳራሽ፣ 4821 ሰሜን ምሥራቅ አልበርታ ጎዳና፣ ፖርትላንድ" },
      required: true,
      max: 300,
    },
    {
      name: "statusNote",
      input: "line",
      label: { en: "Status note", am: "ስለ ሁኔታው ማስታወሻ" },
      hint: { en: "Shown beside “Cancelled” or “Postponed or moved”, e.g. Moved to March 3.", am: "ከ«ተሰርዟል» ወይም ከ«ተላልፏል» ጋር የሚታይ፤ ለምሳሌ፦ ወደ መጋቢት 3 ተላልፏል።" },
      required: false,
      max: 200,
    },
    { name: "attendance", input: "line", label: { en: "Expected attendance", am: "የሚጠበቁ ተሳታፊዎች" }, required: false, max: 120 },
    { name: "cost", input: "paragraph", label: { en: "Cost", am: "ክፍያ" }, required: false, max: 600 },
    {
      name: "registration",
      input: "line",
      label: { en: "Registration link", am: "የምዝገባ አገናኝ" },
      hint: { en: "Only if people must sign up: https://…", am: "መመዝገብ የሚያስፈልግ ከሆነ ብቻ፦ https://…" },
      required: false,
      max: 500,
    },
    { name: "audience", input: "paragraph", label: { en: "Who it is for", am: "ለማን ነው" }, required: false, max: 600 },
    { name: "accessibility", input: "paragraph", label: { en: "Accessibility", am: "ተደራሽነት" }, required: false, max: 600 },
    { name: "directions", input: "paragraph", label: { en: "Getting there", am: "እንዴት ይደርሳሉ" }, required: false, max: 600 },
    {
      name: "rsvpQuestion",
      input: "line",
      label: { en: "RSVP question (optional)", am: "የመገኘት ምላሽ ጥያቄ (አማራጭ)" },
      hint: { en: "Asked on the RSVP form, e.g. Any food allergies we should know of?", am: "በመገኘት ምላሽ ቅጹ ላይ የሚጠየቅ፤ ለምሳሌ፦ ልናውቀው የሚገባ የምግብ አለርጂ አለ?" },
      required: false,
      max: 200,
    },
    {
      name: "description",
      input: "markdown",
      label: { en: "What to expect", am: "ምን ይጠብቅዎታል" },
      hint: {
        en: "A blank line starts a new paragraph. - list item, *italic*, **bold**, [link text](https://…). A photo: “Insert a photo”, its line ![](media:12) on its own.",
        am: "ባዶ መስመር አዲስ አንቀጽ ይጀምራል። - የዝርዝር ንጥል፣ *ያዘመመ*፣ **ደማቅ**፣ [የአገናኝ ጽሑፍ](https://…)። ፎቶ፦ «ፎቶ ያስገቡ»፤ መስመሩ ![](media:12) ብቻውን ይቆማል።",
      },
      required: false,
      max: 20_000,
      images: true,
    },
  ],
} as const satisfies ContentKind;
