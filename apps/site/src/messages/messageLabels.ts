// Korean texts of /message around the ui's MessageBox.
export const messagePageLabels = {
  // Not in spec: the page's heading and its loading text.
  title: '쪽지함',
  loading: '쪽지를 불러오는 중입니다.',
} as const;
