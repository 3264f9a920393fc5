// The titles and descriptions of the alphabet pages (letters, digits, kana, Hangul, Chinese numerals) in the
// ten languages.
import type { Names as L10 } from '../subjects';

export type GlyphKind = 'latin' | 'digit' | 'hiragana' | 'hangul' | 'hanzi';
export const GLYPH_TITLE: Record<GlyphKind, L10> = {
  latin: ['Letter {c}', 'Buchstabe {c}', 'Letra {c}', 'Lettre {c}', 'アルファベットの「{c}」', '알파벳 {c}', 'Letra {c}', '字母{c}', 'Chữ {c}', '字母{c}'],
  digit: ['Number {c}', 'Zahl {c}', 'Número {c}', 'Chiffre {c}', '数字の「{c}」', '숫자 {c}', 'Número {c}', '數字{c}', 'Số {c}', '数字{c}'],
  hiragana: [
    'Hiragana {c}',
    'Hiragana {c}',
    'Hiragana {c}',
    'Hiragana {c}',
    'ひらがなの「{c}」',
    '히라가나 {c}',
    'Hiragana {c}',
    '平假名{c}',
    'Chữ Hiragana {c}',
    '平假名{c}',
  ],
  hangul: [
    'Hangul letter {c}',
    'Hangul-Buchstabe {c}',
    'Letra hangul {c}',
    'Lettre hangeul {c}',
    'ハングルの「{c}」',
    '한글 자음 {c}',
    'Letra hangul {c}',
    '韓文字母{c}',
    'Chữ Hangul {c}',
    '韩文字母{c}',
  ],
  hanzi: [
    'Chinese numeral {c}',
    'Chinesisches Zahlzeichen {c}',
    'Número chino {c}',
    'Chiffre chinois {c}',
    '漢数字の「{c}」',
    '한자 숫자 {c}',
    'Número chinês {c}',
    '國字數字{c}',
    'Chữ số Hán {c}',
    '汉字数字{c}',
  ],
};
export const GLYPH_DETAIL: L10 = [
  'One big bubble character to color, with little pictures above and below it.',
  'Ein großes Zeichen in Ballonschrift zum Ausmalen, mit kleinen Bildern darüber und darunter.',
  'Un carácter grande en letra de globo para colorear, con dibujitos arriba y abajo.',
  'Un grand caractère en lettres bulles à colorier, avec de petits dessins au-dessus et en dessous.',
  'ぷっくりした大きな文字を塗れます。上下に小さな絵もあります。',
  '통통한 큰 글자를 색칠해요. 위아래에 작은 그림도 있어요.',
  'Um caractere grande em letra balão para colorir, com desenhos pequenos em cima e embaixo.',
  '一個圓胖的大字可以塗色，上下還有小圖案。',
  'Một chữ lớn kiểu bong bóng để tô màu, có hình nhỏ ở trên và dưới.',
  '一个圆胖的大字可以涂色，上下还有小图案。',
];
export const COUNTING_DETAIL: L10 = [
  'One big bubble number to color, with as many little pictures under it to count.',
  'Eine große Zahl in Ballonschrift zum Ausmalen, darunter genauso viele kleine Bilder zum Zählen.',
  'Un número grande en letra de globo para colorear y, debajo, tantos dibujitos como dice, para contarlos.',
  'Un grand chiffre en lettres bulles à colorier et, en dessous, autant de petits dessins à compter.',
  'ぷっくりした大きな数字を塗れます。下には数字と同じ数の小さな絵があり、数えて遊べます。',
  '통통한 큰 숫자를 색칠해요. 아래에는 숫자만큼 작은 그림이 있어 세어 볼 수 있어요.',
  'Um número grande em letra balão para colorir e, embaixo, tantos desenhos pequenos quanto ele diz, para contar.',
  '一個圓胖的大數字可以塗色，下面有一樣多的小圖案可以數一數。',
  'Một chữ số lớn kiểu bong bóng để tô màu, bên dưới có đúng bấy nhiêu hình nhỏ để đếm.',
  '一个圆胖的大数字可以涂色，下面有一样多的小图案可以数一数。',
];
/** An alphabet page with pictures under its character; `{list}` names them (text.ts joins the names). */
export const PICTURES_DETAIL: L10 = [
  'One big bubble character to color, and under it: {list}.',
  'Ein großes Zeichen in Ballonschrift zum Ausmalen, darunter: {list}.',
  'Un carácter grande en letra de globo para colorear; debajo: {list}.',
  'Un grand caractère en lettres bulles à colorier ; en dessous : {list}.',
  'ぷっくりした大きな文字を塗れます。下には{list}の絵があります。',
  '통통한 큰 글자를 색칠해요. 아래에는 {list} 그림이 있어요.',
  'Um caractere grande em letra balão para colorir; embaixo: {list}.',
  '一個圓胖的大字可以塗色，下面還有{list}的圖案。',
  'Một chữ lớn kiểu bong bóng để tô màu, bên dưới có hình {list}.',
  '一个圆胖的大字可以涂色，下面还有{list}的图案。',
];
