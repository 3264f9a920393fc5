// Preset palettes of the colour picker. Ids are message keys (coloring.palettes.<id>).
export interface Palette {
  id: 'crayons' | 'pastel' | 'skin' | 'nature' | 'ocean' | 'greys';
  colors: readonly string[];
}

export const PALETTES: readonly Palette[] = [
  {
    id: 'crayons',
    colors: ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#3949ab', '#8e24aa', '#d81b60', '#6d4c41', '#212121', '#ffffff', '#00acc1'],
  },
  {
    id: 'pastel',
    colors: ['#ffb3ba', '#ffdfba', '#ffffba', '#baffc9', '#bae1ff', '#d7baff', '#ffc6e5', '#c9f2ef', '#f3e5ab', '#e0d4f7', '#fbe7c6', '#d4f0c0'],
  },
  {
    id: 'skin',
    colors: ['#ffe0c7', '#f9d3b4', '#f1c27d', '#e0ac69', '#c68642', '#a86b3c', '#8d5524', '#6b3e26', '#4a2c1d', '#3b2219'],
  },
  {
    id: 'nature',
    colors: ['#2e7d32', '#66bb6a', '#a5d6a7', '#827717', '#c0ca33', '#795548', '#a1887f', '#ffca28', '#ff7043', '#8bc34a'],
  },
  {
    id: 'ocean',
    colors: ['#01579b', '#0288d1', '#4fc3f7', '#b3e5fc', '#006064', '#26a69a', '#80cbc4', '#1a237e', '#5c6bc0', '#e0f7fa'],
  },
  {
    id: 'greys',
    colors: ['#000000', '#424242', '#757575', '#9e9e9e', '#bdbdbd', '#e0e0e0', '#f5f5f5', '#ffffff'],
  },
];
