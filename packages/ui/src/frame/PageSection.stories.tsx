import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { Button } from '../button/Button';
import { PageSection } from './PageSection';

const meta = {
  title: 'Shell/PageSection',
  component: PageSection,
  args: {
    title: '쪽지함',
    width: 'reading',
    children: <p style={{ margin: 0, padding: 16, border: '1px dashed currentColor' }}>본문</p>,
  },
  globals: atViewport('desktop'),
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const widthOf = (element: HTMLElement) => element.getBoundingClientRect().width;

/** Reading pages (messages, boards, attendance): the section is named by its h1 and stops at 960 px. */
export const Reading: Story = {
  play: async ({ canvas }) => {
    const page = canvas.getByRole('region', { name: '쪽지함' });
    await expect(canvas.getByRole('heading', { level: 1, name: '쪽지함' })).toBeVisible();
    await expect(widthOf(page)).toBeLessThanOrEqual(960);
  },
};

/** Money requests: at most 1200 px, centred in the column. */
export const Wide: Story = {
  args: { title: '입금신청', width: 'wide' },
  play: async ({ canvas }) => {
    const page = canvas.getByRole('region', { name: '입금신청' });
    await expect(widthOf(page)).toBeLessThanOrEqual(1200);
    await expect(page.getBoundingClientRect().left).toBeGreaterThan(0);
  },
};

/** Whole-column lists (withdrawal, charge history): no width cap. */
export const Full: Story = {
  args: { title: '출금신청', width: 'full' },
  play: async ({ canvas }) => {
    await expect(widthOf(canvas.getByRole('region', { name: '출금신청' }))).toBeGreaterThan(1200);
  },
};

/** A short form with its explanation (customer centre): at most 720 px. */
export const Narrow: Story = {
  args: { title: '고객센터', width: 'narrow' },
  play: async ({ canvas }) => {
    await expect(widthOf(canvas.getByRole('region', { name: '고객센터' }))).toBeLessThanOrEqual(720);
  },
};

/** A tabbed list (bet history) with an action beside its h1: the button sits at the row's end. */
export const ListWithAction: Story = {
  args: {
    title: '베팅내역',
    width: 'list',
    action: () => (
      <Button variant="secondary" size="sm">
        전체보기
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const page = canvas.getByRole('region', { name: '베팅내역' });
    const action = canvas.getByRole('button', { name: '전체보기' });
    await expect(action.getBoundingClientRect().right).toBeGreaterThan(page.getBoundingClientRect().right - 64);
  },
};

/** A whole-column overview (wallet) on a phone: padding and gaps tighten. */
export const OverviewOnPhone: Story = {
  args: { title: '내 지갑', width: 'overview' },
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '내 지갑' })).toBeVisible();
  },
};

/** A phone: the reading page's padding tightens. */
export const ReadingOnPhone: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '쪽지함' })).toBeVisible();
  },
};

/** A board page: a link at the far end of the title's row and an intro line below it. */
export const WithActionAndIntro: Story = {
  args: {
    title: '커뮤니티 공지',
    action: (className) => (
      <a href="#write" className={className}>
        글쓰기
      </a>
    ),
    intro: '공지사항을 5개씩 보여줍니다.',
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: '커뮤니티 공지' });
    const link = canvas.getByRole('link', { name: '글쓰기' });
    await expect(link.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right);
    await expect(canvas.getByText('공지사항을 5개씩 보여줍니다.')).toBeVisible();
  },
};

/** No title (a page whose article carries its heading): the same column, not a named region. */
export const Untitled: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.getByText('본문')).toBeVisible();
  },
};
