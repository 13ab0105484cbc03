import { useCan } from '../../app/admin-context';
import { DataTable } from '../../components/data-table/data-table';
import { ScreenHeader } from '../../layout/screen-header';
import { InviteDialog } from './invite-dialog';
import { staffColumns } from './staff-columns';
import { useStaffList } from './staff-queries';

/** The owner's list of staff: invite, change a role, remove. */
export default function StaffScreen() {
  const staff = useStaffList();
  const canManage = useCan('owner');
  return (
    <>
      <ScreenHeader title="Staff">{canManage && <InviteDialog />}</ScreenHeader>
      <DataTable
        label="Staff members"
        columns={staffColumns}
        rows={staff.data}
        rowId={(member) => member.id}
        loading={staff.isPending}
        error={staff.error}
        empty="No staff members yet."
      />
    </>
  );
}
