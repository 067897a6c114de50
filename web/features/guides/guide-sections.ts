/** Anchor ids of the sections on the User-Guide page (also linkable from elsewhere). */
export const sectionAnchor = (section: string) => section.replace(/_/g, '-');
