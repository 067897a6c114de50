/**
 * The names a form gives a kind's named photo groups (a business's logo, cover, main photos,
 * gallery), shared by the uploader (browser) and the form's action (server).
 */

/** The element id of a group's field, and the key of its message: `main` → `photos-main`. */
export const photoGroupFieldId = (group: string) => `photos-${group}`;
/** The hidden input with the group's uploaded ids, in order. */
export const photoGroupField = (group: string) => `photo_group.${group}`;
/** The group's file input, whose files go with the form when there is no JavaScript. */
export const photoGroupFilesField = (group: string) => `photos.${group}`;
