const escape = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The dev provider's pages: plain HTML, no scripts. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:420px;margin:3rem auto;padding:0 1rem;background:#0e1621;color:#eef2f8}
main{background:#16212f;border:1px solid #2a394d;border-radius:14px;padding:1.5rem}h1{font-size:1.3rem;margin:0 0 .5rem}
p{color:#9aa7ba;margin:.25rem 0 1rem}label{display:block;margin:.9rem 0 .3rem;font-weight:600}
input[type=text],input[type=email]{box-sizing:border-box;width:100%;padding:.6rem .7rem;border-radius:8px;border:1px solid #2a394d;background:#0e1621;color:inherit;font:inherit}
.check{display:flex;gap:.5rem;align-items:center;font-weight:400}.actions{display:flex;flex-direction:row-reverse;gap:.75rem;margin-top:1.25rem}
button{flex:1;padding:.65rem;border-radius:8px;border:0;font:inherit;font-weight:600;cursor:pointer}
.primary{background:#f5b83d;color:#111}.secondary{background:#2a394d;color:inherit}
[role=alert]{color:#ff8a8a}</style></head><body><main>${body}</main></body></html>`;
}

export interface LoginForm {
  name: string;
  email: string;
  emailVerified: boolean;
  error?: string;
}

/** Who do you want to be? No password: the e-mail is the identity. Continue comes first so Enter continues. */
export function loginPage(action: string, siteName: string, form: LoginForm): string {
  return page(
    'Dev ID',
    `<h1>Continue to ${escape(siteName)} with Dev ID</h1>
<p>A development identity provider: no password, whoever you type is who you are.</p>
${form.error ? `<p role="alert">${escape(form.error)}</p>` : ''}
<form method="post" action="${escape(action)}">
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" maxlength="80" value="${escape(form.name)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" maxlength="254" required value="${escape(form.email)}">
<label class="check"><input name="emailVerified" type="checkbox" value="on"${form.emailVerified ? ' checked' : ''}> The e-mail is verified</label>
<div class="actions"><button class="primary" type="submit">Continue</button>
<button class="secondary" name="cancel" value="on" formnovalidate>Cancel</button></div>
</form>`,
  );
}

/** A dead end the tester can read: an expired or unknown sign-in, a provider error. */
export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escape(title)}</h1><p>${escape(message)}</p>`);
}
