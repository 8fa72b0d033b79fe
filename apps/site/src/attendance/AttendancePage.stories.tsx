import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { storyFrame } from '../stories/storyFrame.css';
import { expectLoginGate, memberScreen, withSite } from '../stories/siteDecorator';
import AttendancePage from './AttendancePage';

const meta = {
  title: 'Site/Member/AttendancePage',
  component: AttendancePage,
  decorators: [withSite],
  render: () => (
    <div className={storyFrame}>
      <AttendancePage />
    </div>
  ),
  globals: atViewport('desktop'),
  parameters: memberScreen('/attendance', ''),
} satisfies Meta<typeof AttendancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest is asked to log in; no calendar and no check button. */
export const Guest: Story = {
  play: async () => {
    await expectLoginGate(() => screen.queryByRole('table'));
    await expect(screen.queryByRole('button', { name: '출석체크' })).toBeNull();
  },
};
