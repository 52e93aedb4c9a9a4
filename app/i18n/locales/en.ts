/**
 * Interface strings in English. am.ts must have exactly the same keys (a type error otherwise), and
 * tests/i18n/translations.test.ts fails on any empty string. Page bodies live with their feature (app/site/content/, app/forms/, app/staff/texts.ts).
 */
export const en = {
  navigation: {
    skipToContent: "Skip to main content",
    mainMenu: "Main navigation",
    menu: "Menu",
    showSubmenu: "Show {{section}} pages",
    overview: "{{section}} overview",
    switchLanguage: "Read this page in English",
    sectionPages: "Pages in this section",
  },
  actions: {
    donate: "Donate",
    register: "Register",
    learnMore: "Learn More",
    comingSoon: "Coming Soon",
    contactUs: "Contact Us",
    dismiss: "Dismiss notification",
  },
  hero: {
    eyebrow: "Serving Oregon & Southwest Washington since 2007",
    title: "Rooted in our heritage, growing together",
    subtitle:
      "We bring Ethiopian families together, support them in their new home, and teach our children the Amharic language and the culture that comes with it.",
    registerCta: "Register Your Child",
    donateCta: "Support the School",
  },
  home: {
    missionTitle: "What we do",
    programsTitle: "Our programs",
    programsIntro: "Education is running today. Five more programs are being prepared with the community.",
    allPrograms: "See all programs",
    joinTitle: "Join our community",
    joinText: "Whether you can teach a class, cook for a celebration, sponsor a student or simply come to our next event, there is a place for you.",
    volunteerCta: "Volunteer With Us",
    eventsCta: "See Upcoming Events",
    stats: {
      students: "students this year",
      waitlist: "children on the waitlist",
      founded: "serving the community since",
      attendees: "people at our annual celebrations",
    },
  },
  footer: {
    description: "A community nonprofit serving the Ethiopian diaspora in Oregon and Southwest Washington, and home of the Amharic Heritage Summer School.",
    quickLinks: "Quick links",
    programs: "Programs",
    contact: "Contact",
    followUs: "Follow us",
    hours: "Office hours",
    privacy: "Privacy Policy",
    terms: "Terms of Use",
    rights: "© {{year}} {{name}}. All rights reserved.",
  },
  form: {
    choose: "Choose…",
    optional: "optional",
    submitting: "Sending…",
    invalidTitle: "Some answers need attention",
    fixErrors: "Please correct the highlighted fields.",
    reference: "Your reference: {{reference}}.",
    refusedTitle: "We could not accept this form",
    refused: {
      spam: "Something about this form looked automatic. Please check it and send it again, or call us.",
      tooMany: "Too many forms were sent from your connection. Please send it again in {{minutes}} min; your answers are kept.",
      unavailable: "We could not save your form just now. Your answers are kept: please send it again in a minute.",
    },
    honeypot: "Leave this field empty",
    errors: {
      required: "Please fill in this field.",
      email: "Please enter a valid e-mail address, for example name@example.org.",
      phone: "Please enter a valid phone number.",
      tooLong: "This is too long: please shorten it to {{max}} characters.",
      ageRange: "The age must be a whole number from 5 to 18.",
      choose: "Please choose one of the options.",
      chooseOne: "Please choose at least one.",
      agreementRequired: "Please agree to the terms and conditions to register.",
    },
  },
  notFound: {
    title: "Page not found",
    heading: "404",
    message: "Oops! Page not found",
    returnHome: "Return to Home",
  },
  error: {
    title: "Something went wrong",
    message: "We could not show this page. Please try again in a moment.",
  },
} as const;
