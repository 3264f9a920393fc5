// Licence credits that must appear wherever studio output is shown: on the page UI and in the PDF.
export const OPENMOJI_CREDIT = 'Emoji graphics by OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0';

export const FONT_CREDITS = 'Letters: Baloo 2, M PLUS Rounded 1c, Noto Sans KR, Noto Sans SC, Noto Sans TC – SIL Open Font License 1.1';
