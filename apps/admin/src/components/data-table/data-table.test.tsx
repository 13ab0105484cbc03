import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { columnsOf, DataTable } from './data-table';
import { readTableState, type TableUrlOptions, useTableUrlState, writeTableState } from './table-url-state';

type Row = { id: number; name: string };
const OPTIONS: TableUrlOptions = { perPage: 20, maxPerPage: 100, filters: ['kind'] };
const column = columnsOf<Row>();
const columns = column.columns([
  column.accessor('id', { header: 'Number' }),
  column.accessor('name', { header: 'Name', enableSorting: true }),
]);
const rows: Row[] = [
  { id: 21, name: 'Boots' },
  { id: 22, name: 'Cap' },
];

function List() {
  const url = useTableUrlState(OPTIONS);
  return (
    <DataTable
      label="Things"
      columns={columns}
      rows={rows}
      rowId={(r) => String(r.id)}
      total={95}
      url={url}
      empty="None"
    />
  );
}

function renderList(path: string) {
  const router = createMemoryRouter([{ path: '/list', Component: List }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), search: () => router.state.location.search };
}

describe('the list URL state', () => {
  it('reads paging, sorting and the known filters, and defaults what is missing or wrong', () => {
    const read = (query: string) => readTableState(new URLSearchParams(query), OPTIONS);
    expect(read('page=3&per_page=50&sort=name&order=desc&kind=boots&other=1')).toEqual({
      page: 3,
      perPage: 50,
      sort: { id: 'name', desc: true },
      filters: { kind: 'boots' },
    });
    expect(read('page=-1&per_page=5000&kind=%20')).toEqual({ page: 1, perPage: 100, sort: undefined, filters: {} });
  });

  it('starts again at page 1 when the filter, the sort or the page size changes, and keeps other parameters', () => {
    const params = new URLSearchParams('page=4&kind=cap&tab=x');
    const write = (change: Parameters<typeof writeTableState>[1]) =>
      writeTableState(params, change, OPTIONS).toString();
    expect(write({ page: 5 })).toBe('page=5&kind=cap&tab=x');
    expect(write({ filters: { kind: 'boots' } })).toBe('kind=boots&tab=x');
    expect(write({ filters: {} })).toBe('tab=x');
    expect(write({ sort: { id: 'name', desc: false } })).toBe('kind=cap&tab=x&sort=name&order=asc');
    expect(write({ perPage: 50 })).toBe('kind=cap&tab=x&per_page=50');
    expect(write({ perPage: 20 })).toBe('kind=cap&tab=x');
  });
});

describe('DataTable', () => {
  it('shows the page the URL names and moves through pages by the URL', async () => {
    const { user, search } = renderList('/list?page=2');
    const pages = screen.getByRole('navigation', { name: 'Pages of things' });
    expect(within(pages).getByText('Rows 21–22 of 95')).toBeTruthy();
    expect(within(pages).getByText('Page 2 of 5')).toBeTruthy();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(search()).toBe('?page=3');
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(search()).toBe('');
    expect((within(pages).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('stops at the last page', () => {
    renderList('/list?page=5');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('changes the page size through the URL, back to page 1', async () => {
    const { user, search } = renderList('/list?page=3');
    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    expect(search()).toBe('?per_page=50');
  });

  it('sorts by a column that allows it through the URL, and says so to screen readers', async () => {
    const { user, search } = renderList('/list?page=2');
    expect(within(screen.getByRole('columnheader', { name: 'Number' })).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(search()).toBe('?sort=name&order=asc');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(search()).toBe('?sort=name&order=desc');
  });

  it('draws the rows it is given, with a caption naming the list', () => {
    renderList('/list');
    const table = screen.getByRole('table', { name: 'Things' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['NumberName↕', '21Boots', '22Cap']);
  });
});
