import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { maintenancePageLabels } from './labels';
import { MaintenancePage } from './MaintenancePage';

const meta = {
  title: 'Shell/MaintenancePage',
  component: MaintenancePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until both pictures have loaded, so the screenshot never catches one half drawn. */
async function imagesLoaded(canvasElement: HTMLElement) {
  await waitFor(() => {
    const pictures = [...canvasElement.querySelectorAll('img')];
    expect(pictures).toHaveLength(2);
    for (const picture of pictures) expect(picture.complete && picture.naturalWidth > 0).toBe(true);
  });
}

/** On a phone: the heading, the two pictures in order (each read by its alt text) and the line on what happens next. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: maintenancePageLabels.heading,
      })
    ).toBeVisible();
    await expect(canvas.getByRole('main', { name: '사이트 점검 중입니다' })).toBeVisible();
    const pictures = canvas.getAllByRole('img');
    await expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual([
      '시스템 점검 작업 중',
      '점검 시간 안내',
    ]);
    await expect(canvas.getByText(maintenancePageLabels.detail)).toBeVisible();
    await imagesLoaded(canvasElement);
    // Neither picture is wider than the 424 px layout.
    for (const picture of pictures)
      await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** At 1920 px the pictures keep their own size, centred. */
export const Desktop: Story = {
  globals: atViewport('desktop'),
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    const [works] = canvas.getAllByRole('img');
    await expect(works!.getBoundingClientRect().width).toBe(640);
  },
};

/** An operator's own wording replaces the heading and the line. */
export const OwnLabels: Story = {
  args: {
    labels: {
      heading: '서버 이전 작업 중입니다',
      detail: '오전 6시에 다시 열립니다.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('서버 이전 작업 중입니다');
    await expect(canvas.getByText('오전 6시에 다시 열립니다.')).toBeVisible();
    await expect(canvas.queryByText(maintenancePageLabels.detail)).toBeNull();
  },
};
