/** Texts of the projects screens. */
export const projects = {
  title: 'projects',
}
