import type { StaffOrderLine } from '../../api/schemas/staff'
import type { byDepartment } from './line-state'
import { PickingLine } from './PickingLine'

/** The order's lines in the store's walk: a section per department, each line with its pick and "missing". */
export function DepartmentLines({
  departments,
  picking,
  busy,
  onPicked,
  onMissing,
}: {
  departments: ReturnType<typeof byDepartment>
  picking: boolean
  busy: boolean
  onPicked: (line: StaffOrderLine) => void
  onMissing: (line: StaffOrderLine) => void
}) {
  return departments.map(({ code, name, lines }) => (
    <section key={code} className="staff-department" aria-labelledby={`department-${code}`}>
      <h2 id={`department-${code}`} className="staff-department__name">
        {name}
      </h2>
      <ul className="staff-lines">
        {lines.map((line) => (
          <PickingLine
            key={line.id}
            line={line}
            picking={picking}
            busy={busy}
            onPicked={onPicked}
            onMissing={onMissing}
          />
        ))}
      </ul>
    </section>
  ))
}
