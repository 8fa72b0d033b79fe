import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { bettingMessages } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { ErrorPage } from './ErrorPage';
import { errorPageLabels } from './labels';

const meta = {
  title: 'Betting/ErrorPage',
  component: ErrorPage,
  args: { status: 404 },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SERVER_MESSAGE = '서버 점검 중입니다. 잠시 후 다시 시도해주세요.';

/** Given a 404, the page shows the code, says the page was not found and links to '/'. */
export const NotFound: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(bettingMessages.pageNotFound);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('페이지를 찾을 수 없습니다.');
    await expect(canvas.getByText(errorPageLabels.statusCode, { exact: false }).parentElement).toHaveTextContent(/404$/);
    await expect(canvas.getByRole('link', { name: errorPageLabels.home })).toHaveAttribute('href', '/');
    await expect(canvas.queryByText(SERVER_MESSAGE)).toBeNull();
  },
};

/** The same at 1920 px. */
export const NotFoundDesktop: Story = { ...NotFound, globals: atViewport('desktop') };

/** Given a 500 with a message, the page says an error occurred and shows the message. */
export const ServerError: Story = {
  args: { status: 500, message: SERVER_MESSAGE },
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(bettingMessages.errorOccurred);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('오류가 발생했습니다.');
    await expect(canvas.getByText(SERVER_MESSAGE)).toBeVisible();
    await expect(canvas.getByText(errorPageLabels.statusCode, { exact: false }).parentElement).toHaveTextContent(/500$/);
    await expect(canvas.getByRole('link', { name: errorPageLabels.home })).toHaveAttribute('href', '/');
  },
};

/** The same at 1920 px. */
export const ServerErrorDesktop: Story = { ...ServerError, globals: atViewport('desktop') };

/** A router's link draws the home link: the page hands it the href, class and text. */
export const WithRouterLink: Story = {
  args: {
    status: 404,
    renderLink: ({ href, className, children }) => (
      <a href={href} className={className} data-router-link="true" onClick={(event) => event.preventDefault()}>
        {children}
      </a>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: errorPageLabels.home });
    await expect(link).toHaveAttribute('data-router-link', 'true');
    await expect(link).toHaveAttribute('href', '/');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** The home link's target can be set (a site mounted under a base path). */
export const CustomHomeHref: Story = {
  args: { status: 503, homeHref: '/m/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: errorPageLabels.home })).toHaveAttribute('href', '/m/');
  },
};
