/** Texts of the bizdev screens. */
export const bizdev = {
  title: 'bizdev',
}
