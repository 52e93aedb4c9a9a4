/** Shapes shared by several pages' content. Each page's content is `Localized<Shape>`. */

/** A page of running text: an introduction, then headed sections of paragraphs and optional lists. */
export interface ProseContent {
  intro: string;
  sections: ProseSection[];
}

export interface ProseSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}
