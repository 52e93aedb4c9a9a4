import { type Localized, languages, localizePath } from "#app/i18n/language.ts";

/**
 * Every public page: its path, its route module and the label navigation shows. routes.ts, the
 * navigation, the render cache, the tests and the benchmark all read this one list, so a page added here is
 * routed, linked, cached and tested in both languages. Titles and descriptions are in
 * page-heads.ts, which only loaders read, so they stay out of the browser bundle.
 */
export interface PageInfo {
  path: string;
  file: string;
  label: Localized;
}

export const pages = {
  home: { path: "/", file: "site/routes/home.tsx", label: { en: "Home", am: "መነሻ" } },
  about: { path: "/about", file: "site/routes/about.tsx", label: { en: "About Us", am: "ስለ እኛ" } },
  mission: { path: "/about/mission", file: "site/routes/about.mission.tsx", label: { en: "Mission", am: "ተልዕኮ" } },
  vision: { path: "/about/vision", file: "site/routes/about.vision.tsx", label: { en: "Vision", am: "ራዕይ" } },
  history: { path: "/about/history", file: "site/routes/about.history.tsx", label: { en: "History", am: "ታሪክ" } },
  leadership: { path: "/about/leadership", file: "site/routes/about.leadership.tsx", label: { en: "Leadership", am: "አመራር" } },
  programs: { path: "/programs", file: "site/routes/programs.tsx", label: { en: "Programs", am: "ፕሮግራሞች" } },
  education: { path: "/programs/education", file: "site/routes/programs.education.tsx", label: { en: "Education", am: "ትምህርት" } },
  health: { path: "/programs/health", file: "site/routes/programs.health.tsx", label: { en: "Public Health", am: "የሕዝብ ጤና" } },
  housing: { path: "/programs/housing", file: "site/routes/programs.housing.tsx", label: { en: "Housing", am: "መኖሪያ ቤት" } },
  seniors: { path: "/programs/seniors", file: "site/routes/programs.seniors.tsx", label: { en: "Seniors", am: "አረጋውያን" } },
  women: { path: "/programs/women", file: "site/routes/programs.women.tsx", label: { en: "Women", am: "ሴቶች" } },
  sports: { path: "/programs/sports", file: "site/routes/programs.sports.tsx", label: { en: "Sports", am: "ስፖርት" } },
  events: { path: "/events", file: "site/routes/events.tsx", label: { en: "Events", am: "ዝግጅቶች" } },
  calendar: { path: "/events/calendar", file: "site/routes/events.calendar.tsx", label: { en: "Event Calendar", am: "የዝግጅቶች የቀን መቁጠሪያ" } },
  training: { path: "/events/training", file: "site/routes/events.training.tsx", label: { en: "Training Programs", am: "የስልጠና ፕሮግራሞች" } },
  annual: { path: "/events/annual", file: "site/routes/events.annual.tsx", label: { en: "Annual Events", am: "ዓመታዊ ዝግጅቶች" } },
  news: { path: "/news", file: "site/routes/news.tsx", label: { en: "News", am: "ዜና" } },
  resources: { path: "/resources", file: "site/routes/resources.tsx", label: { en: "Resources", am: "መረጃዎች" } },
  staff: { path: "/resources/staff", file: "site/routes/resources.staff.tsx", label: { en: "Staff Directory", am: "የሠራተኞች ማውጫ" } },
  magazine: { path: "/resources/magazine", file: "site/routes/resources.magazine.tsx", label: { en: "Magazine", am: "መጽሔት" } },
  archive: { path: "/resources/archive", file: "site/routes/resources.archive.tsx", label: { en: "Archive", am: "ማህደር" } },
  downloads: { path: "/resources/downloads", file: "site/routes/resources.downloads.tsx", label: { en: "Downloads & Forms", am: "ማውረጃዎችና ቅጾች" } },
  media: { path: "/resources/media", file: "site/routes/resources.media.tsx", label: { en: "Pictures & Videos", am: "ፎቶዎችና ቪዲዮዎች" } },
  support: { path: "/support", file: "site/routes/support.tsx", label: { en: "Support", am: "ድጋፍ" } },
  donate: { path: "/support/donate", file: "forms/donation/donate-page.tsx", label: { en: "Donate", am: "ይለግሱ" } },
  sponsor: { path: "/support/sponsor", file: "site/routes/support.sponsor.tsx", label: { en: "Become a Sponsor", am: "ስፖንሰር ይሁኑ" } },
  sponsors: { path: "/support/sponsors", file: "site/routes/support.sponsors.tsx", label: { en: "Our Sponsors", am: "ስፖንሰሮቻችን" } },
  volunteer: { path: "/support/volunteer", file: "site/routes/support.volunteer.tsx", label: { en: "Volunteer", am: "በጎ ፈቃደኛ" } },
  register: { path: "/register", file: "forms/registration/register-page.tsx", label: { en: "Register", am: "ይመዝገቡ" } },
  contact: { path: "/contact", file: "forms/contact/contact-page.tsx", label: { en: "Contact Us", am: "ያግኙን" } },
  subscribe: { path: "/subscribe", file: "forms/subscription/subscribe-page.tsx", label: { en: "Mailing List", am: "የኢሜይል ዝርዝር" } },
  privacy: { path: "/privacy", file: "site/routes/privacy.tsx", label: { en: "Privacy Policy", am: "የግላዊነት ፖሊሲ" } },
  terms: { path: "/terms", file: "site/routes/terms.tsx", label: { en: "Terms of Use", am: "የአጠቃቀም ደንቦች" } },
} as const satisfies Record<string, PageInfo>;

export type PageKey = keyof typeof pages;

export const pageKeys = Object.keys(pages) as PageKey[];

/** The registry's pages in both languages. */
export function pagePaths(): string[] {
  return pageKeys.flatMap((key) => languages.map((lang) => localizePath(pages[key].path, lang)));
}
