import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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
