// Licence credits that must appear wherever studio output is shown: on the page UI and in the PDF.
// Fluent Emoji Flat (Microsoft, MIT), the other drawn source, asks for no credit on pages drawn from it: its
// notice travels with the data it is derived from (lib/studio/data/FLUENT-EMOJI-LICENSE.txt).
export const OPENMOJI_CREDIT = 'Emoji graphics by OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0';

export const FONT_CREDITS = 'Letters: Baloo 2, M PLUS Rounded 1c, Noto Sans KR, Noto Sans SC, Noto Sans TC – SIL Open Font License 1.1';
