/** The review calls, imported with the review list: the API client and the declarations load on first use. */
export async function reviewApi() {
  const [{ browserAnswer, browserCall }, { reviewCalls }] = await Promise.all([
    import('../../lib/api.client'),
    import('../../lib/call-declarations'),
  ]);
  return { browserAnswer, browserCall, reviewCalls };
}
