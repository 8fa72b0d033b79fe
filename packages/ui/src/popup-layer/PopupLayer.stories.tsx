import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { Button } from '../button/Button';
import { popupLayerLabels } from './labels';
import banner from './vip-roulette-banner.svg?no-inline';
import { PopupLayer, type PopupArea, type PopupLayerItem } from './PopupLayer';

/** The demo's three active popups at their desktop places. */
const sitePopups: PopupLayerItem[] = [
  {
    position: 0,
    html: '<h2>첫 충전 10% 보너스</h2><p>매일 첫 충전 시 <strong>10% 보너스</strong>를 드립니다. (최대 500,000원)</p>',
    left: 80,
    top: 100,
  },
  {
    position: 1,
    // The heading names the popup; the banner's alt would, if it had none.
    html: `<p><img src="${banner}" alt="VIP 룰렛 이벤트 배너" width="360" height="120"></p><h2>VIP 룰렛 이벤트</h2><p>VIP 등급 이상 회원께 매주 월요일 <strong>VIP 룰렛 쿠폰</strong>을 드립니다.</p>`,
    left: 520,
    top: 100,
  },
  {
    position: 2,
    html: '<h2>입금 계좌 안내</h2><p>입금 전 반드시 <strong>계좌 문의</strong>를 해 주세요.</p><p><a href="https://t.me/betkit_demo" target="_blank">텔레그램 고객센터</a></p>',
    left: 960,
    top: 100,
  },
];

/** A long popup: the desktop box scrolls inside the viewport, the small-screen block scrolls as one. */
const longPopup: PopupLayerItem = {
  position: 0,
  html: `<h2>베팅 규정 변경 안내</h2>${Array.from({ length: 14 }, (_, index) => `<p>${index + 1}. 단폴더 베팅은 경기 시작 5분 전까지 가능합니다. 규정 위반 시 적중 처리가 취소될 수 있습니다.</p>`).join('')}`,
  left: 200,
  top: 120,
};

/** The layer as the site uses it: a dismissed popup leaves the list. */
function LiveLayer({ initial, onDismiss, area }: { initial: readonly PopupLayerItem[]; onDismiss: (position: number, dismissal: 'today' | 'close') => void; area?: PopupArea }) {
  const [popups, setPopups] = useState(initial);
  return (
    <PopupLayer
      popups={popups}
      area={area}
      onDismiss={(position, dismissal) => {
        onDismiss(position, dismissal);
        setPopups((list) => list.filter((popup) => popup.position !== position));
      }}
    />
  );
}

const meta = {
  title: 'Shell/PopupLayer',
  component: PopupLayer,
  args: { popups: sitePopups, onDismiss: fn() },
  render: (args) => <LiveLayer initial={args.popups} onDismiss={args.onDismiss} area={args.area} />,
  decorators: [
    // The page behind the layer: the popups cover it on desktop, the block dims it on small screens.
    (Story) => (
      <div style={{ minHeight: '100vh', padding: 24 }}>
        <h1 style={{ margin: 0 }}>유럽형 스포츠</h1>
        <p>경기 목록이 이 아래에 표시됩니다.</p>
        <Button variant="secondary">페이지의 버튼</Button>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PopupLayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const layerOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: popupLayerLabels.layer });

/** Given three active popups on a desktop, each is a named dialog at its own place, later ones on top. */
export const StackedOnDesktop: Story = {
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const layer = within(layerOf(canvasElement));
    const popups = layer.getAllByRole('dialog');
    expect(popups.map((popup) => popup.getAttribute('aria-label'))).toEqual(['첫 충전 10% 보너스', 'VIP 룰렛 이벤트', '입금 계좌 안내']);
    expect(popups.map((popup) => Math.round(popup.getBoundingClientRect().left))).toEqual([80, 520, 960]);
    for (const popup of popups) {
      expect(popup).toHaveAttribute('aria-modal', 'false');
      expect(within(popup).getByRole('button', { name: popupLayerLabels.hideToday })).toBeVisible();
      expect(within(popup).getByRole('button', { name: popupLayerLabels.close })).toBeVisible();
    }
    // The page stays usable between the popups: the layer lets clicks through.
    expect(getComputedStyle(layerOf(canvasElement)).pointerEvents).toBe('none');
    // Links in server content open without handing over the site's window.
    expect(layer.getByRole('link', { name: '텔레그램 고객센터' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The centre column of the page behind (between a 240 px sidebar and a 320 px slip): the area the layer keeps to. */
const centreColumn = { left: 300, top: 120, width: 560 };

/**
 * Given an area (the site's centre column on desktop), the popups stack one under another inside it from its top,
 * in server order; none covers another, so every button can be pressed, and none reaches the columns beside it.
 */
export const StackedInArea: Story = {
  globals: atViewport('desktop'),
  args: { area: centreColumn },
  play: async ({ canvasElement }) => {
    const popups = within(layerOf(canvasElement)).getAllByRole('dialog');
    expect(popups.map((popup) => popup.getAttribute('aria-label'))).toEqual(['첫 충전 10% 보너스', 'VIP 룰렛 이벤트', '입금 계좌 안내']);
    const boxes = popups.map((popup) => popup.getBoundingClientRect());
    expect(Math.round(boxes[0]!.top)).toBe(centreColumn.top);
    for (const [index, box] of boxes.entries()) {
      expect(Math.round(box.left)).toBe(centreColumn.left);
      expect(box.right).toBeLessThanOrEqual(centreColumn.left + centreColumn.width);
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
      if (index > 0) expect(box.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
      for (const button of within(popups[index]!).getAllByRole('button')) {
        const target = button.getBoundingClientRect();
        expect(button.contains(document.elementFromPoint(target.left + target.width / 2, target.top + target.height / 2))).toBe(true);
      }
    }
  },
};

/** Given an area lower than the popups, each gives up height and scrolls inside; all stay in the window with their buttons. */
export const StackedInShortWindow: Story = {
  globals: atViewport('laptop'),
  args: { area: centreColumn, popups: [{ ...longPopup, position: 3 }, ...sitePopups] },
  play: async ({ canvasElement }) => {
    const popups = within(layerOf(canvasElement)).getAllByRole('dialog');
    for (const popup of popups) {
      expect(popup.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
      expect(within(popup).getByRole('button', { name: popupLayerLabels.close })).toBeVisible();
    }
    const long = within(layerOf(canvasElement)).getByRole('dialog', { name: '베팅 규정 변경 안내' });
    const content = long.querySelector('[data-safe-html]')!.parentElement!;
    expect(content.scrollHeight).toBeGreaterThan(content.clientHeight);
    // A region that scrolls is a tab stop, so a keyboard can scroll it too.
    await waitFor(() => expect(content).toHaveAttribute('tabindex', '0'));
  },
};

/** Given a small screen, the popups are one scrolling block over a dimmed page, in server order. */
export const BlockOnMobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const layer = layerOf(canvasElement);
    const popups = within(layer).getAllByRole('dialog');
    const tops = popups.map((popup) => popup.getBoundingClientRect().top);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    for (const popup of popups) expect(getComputedStyle(popup).position).toBe('static');
    expect(getComputedStyle(layer).overflowY).toBe('auto');
  },
};

/** Given more than a phone's screen of popups, the block scrolls as one and the page behind stays still. */
export const LongBlockOnMobile: Story = {
  globals: atViewport('mobile'),
  args: { popups: [{ ...longPopup, position: 3 }, ...sitePopups] },
  play: async ({ canvasElement }) => {
    const layer = layerOf(canvasElement);
    expect(layer.scrollHeight).toBeGreaterThan(layer.clientHeight);
    expect(getComputedStyle(layer).overscrollBehaviorY).toBe('contain');
    layer.scrollTop = layer.scrollHeight;
    const last = within(layer).getByRole('dialog', { name: '입금 계좌 안내' });
    await waitFor(() => expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
  },
};

/** "Don't open today" asks for the 12-hour hide of that popup only; the others stay. */
export const HideForToday: Story = {
  globals: atViewport('desktop'),
  play: async ({ canvasElement, args }) => {
    const layer = within(layerOf(canvasElement));
    const first = layer.getByRole('dialog', { name: '첫 충전 10% 보너스' });
    await userEvent.click(within(first).getByRole('button', { name: popupLayerLabels.hideToday }));
    expect(args.onDismiss).toHaveBeenCalledTimes(1);
    expect(args.onDismiss).toHaveBeenCalledWith(0, 'today');
    await waitFor(() => expect(layer.getAllByRole('dialog')).toHaveLength(2));
    expect(layer.queryByRole('dialog', { name: '첫 충전 10% 보너스' })).toBeNull();
  },
};

/** The close button and Esc ask for the 5-minute hide; focus moves on to the next popup, so a keyboard stays in the layer. */
export const CloseByButtonAndEscape: Story = {
  globals: atViewport('desktop'),
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const layer = within(layerOf(canvasElement));
    const close = within(layer.getByRole('dialog', { name: '첫 충전 10% 보너스' })).getByRole('button', { name: popupLayerLabels.close });
    close.focus();
    await userEvent.keyboard('{Enter}');
    expect(args.onDismiss).toHaveBeenLastCalledWith(0, 'close');
    const next = layer.getByRole('dialog', { name: 'VIP 룰렛 이벤트' });
    await waitFor(() => expect(next).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    expect(args.onDismiss).toHaveBeenLastCalledWith(1, 'close');
    await waitFor(() => expect(layer.getByRole('dialog', { name: '입금 계좌 안내' })).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    expect(args.onDismiss).toHaveBeenLastCalledWith(2, 'close');
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: popupLayerLabels.layer })).toBeNull());
  },
};

/** A popup with no heading and no described image is named by its place in the layer. */
export const Untitled: Story = {
  globals: atViewport('desktop'),
  args: { popups: [{ position: 0, html: '<p>주말 동안 <strong>고객센터</strong>가 24시간 운영됩니다.</p>', left: 80, top: 100 }] },
  play: async ({ canvasElement }) => {
    expect(within(layerOf(canvasElement)).getByRole('dialog', { name: popupLayerLabels.untitled(1, 1) })).toBeVisible();
  },
};

/** A long popup scrolls inside its box on desktop, which never runs past the viewport. */
export const LongOnDesktop: Story = {
  globals: atViewport('desktop'),
  args: { popups: [longPopup] },
  play: async ({ canvasElement }) => {
    const popup = within(layerOf(canvasElement)).getByRole('dialog', { name: '베팅 규정 변경 안내' });
    expect(popup.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(within(popup).getByRole('button', { name: popupLayerLabels.close })).toBeVisible();
  },
};

/** Given no popup to show, nothing is rendered: no empty layer over the page. */
export const NoPopups: Story = {
  globals: atViewport('desktop'),
  args: { popups: [] },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).queryByRole('region', { name: popupLayerLabels.layer })).toBeNull();
    expect(within(canvasElement).getByRole('button', { name: '페이지의 버튼' })).toBeVisible();
  },
};
