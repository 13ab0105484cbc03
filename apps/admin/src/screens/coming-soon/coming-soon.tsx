import { ScreenHeader } from '../../layout/screen-header';

/** A screen whose issue is still open: says so, and what it will hold. */
export function ComingSoon({ title, purpose }: { title: string; purpose: string }) {
  return (
    <>
      <ScreenHeader title={title} />
      <section className="panel coming-soon">
        <p className="coming-soon-badge">Coming soon</p>
        <p>{purpose}</p>
      </section>
    </>
  );
}
