/** The save-draft dialog's Modal in a chunk of its own, loaded when the dialog first opens (web-form-draft.tsx). */
export { Modal } from '@mantine/core'
