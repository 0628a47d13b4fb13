import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * DejaVu Sans, embedded (subset) in every document: it covers Latin Extended, so Polish and French text renders
 * (ą ę ł ż ź ś ć ń ó, é è à ç, « », €). The TTF files come from the dejavu-fonts-ttf npm package: nothing is
 * downloaded at run time.
 */
export const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const

export type FontName = keyof typeof FONTS
