import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import { AccordionList, AccordionListItem } from './Accordion';
import * as styles from './Accordion.stories.css';

/** Two items that open on their own; the open values are shown so the play can check them. */
function TwoItems() {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <>
      <AccordionList value={open} onValueChange={setOpen} className={styles.list}>
        <AccordionListItem value="notice" trigger="공지사항" triggerClassName={styles.trigger} contentClassName={styles.content}>
          <p>점검 안내</p>
        </AccordionListItem>
        <AccordionListItem value="event" trigger="이벤트" triggerClassName={styles.trigger} contentClassName={styles.content}>
          <p>첫 충전 보너스</p>
        </AccordionListItem>
      </AccordionList>
      <output>{open.join(',')}</output>
    </>
  );
}

/** A list with a nested list under its first item, as the sport tree has (sport > country). */
function NestedLists() {
  const [open, setOpen] = useState<string[]>(['soccer']);
  const [openCountries, setOpenCountries] = useState<string[]>([]);
  const item = (value: string, trigger: string, children: ReactNode) => (
    <AccordionListItem key={value} value={value} trigger={trigger} triggerClassName={styles.trigger} contentClassName={styles.content}>
      {children}
    </AccordionListItem>
  );
  return (
    <AccordionList value={open} onValueChange={setOpen} className={styles.list}>
      {item(
        'soccer',
        '축구',
        <AccordionList value={openCountries} onValueChange={setOpenCountries} className={styles.list}>
          {item('england', '잉글랜드', <p>프리미어리그</p>)}
          {item('korea', '대한민국', <p>K리그1</p>)}
        </AccordionList>,
      )}
      {item('baseball', '야구', <p>KBO</p>)}
      {item('basketball', '농구', <p>KBL</p>)}
    </AccordionList>
  );
}

const meta = {
  title: 'Base/AccordionList',
  component: AccordionList,
  render: () => <TwoItems />,
} satisfies Meta<typeof AccordionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed items render no content; several items can be open at once, and a second click closes one. */
export const Multiple: Story = {
  args: { value: [], onValueChange: () => undefined, children: null },
  play: async ({ canvas, userEvent }) => {
    const notice = canvas.getByRole('button', { name: '공지사항' });
    await expect(notice).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('점검 안내')).toBeNull();
    await userEvent.click(notice);
    await userEvent.click(canvas.getByRole('button', { name: '이벤트' }));
    await expect(canvas.getByText('점검 안내')).toBeVisible();
    await expect(canvas.getByText('첫 충전 보너스')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('notice,event');
    await userEvent.click(notice);
    await expect(notice).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('event');
  },
};

/** The arrow keys, Home and End move between one list's triggers, past a nested list's; an open item's region is named by its trigger. */
export const Keyboard: Story = {
  args: { value: [], onValueChange: () => undefined, children: null },
  render: () => <NestedLists />,
  play: async ({ canvas, userEvent }) => {
    const soccer = canvas.getByRole('button', { name: '축구' });
    await expect(canvas.getByRole('region', { name: '축구' })).toContainElement(canvas.getByRole('button', { name: '잉글랜드' }));
    await expect(soccer).toHaveAttribute('aria-controls', canvas.getByRole('region', { name: '축구' }).id);
    soccer.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: '야구' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: '농구' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(soccer).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: '농구' })).toHaveFocus();
    canvas.getByRole('button', { name: '잉글랜드' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: '대한민국' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: '잉글랜드' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('region', { name: '잉글랜드' })).toHaveTextContent('프리미어리그');
  },
};
