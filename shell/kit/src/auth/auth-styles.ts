/**
 * Styles of the screens shown before antd is loaded (login, forgotten password, reset): plain CSS
 * so that the first load carries no UI library.
 */
export const AUTH_CSS = `
.portal-auth{min-height:100vh;display:flex;align-items:center;justify-content:center;background:linear-gradient(135deg,#0b3d91 0%,#1677ff 100%);font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;padding:16px}
.portal-auth__card{background:#fff;border-radius:12px;box-shadow:0 12px 40px rgba(0,0,0,.25);padding:32px;width:100%;max-width:400px}
.portal-auth__title{margin:0 0 4px;font-size:24px;color:#0b3d91}
.portal-auth__subtitle{margin:0 0 24px;color:#666;font-size:14px}
.portal-auth__field{display:flex;flex-direction:column;margin-bottom:16px;font-size:14px;color:#333}
.portal-auth__field input{margin-top:6px;padding:10px 12px;border:1px solid #d9d9d9;border-radius:6px;font-size:15px}
.portal-auth__field input:focus{outline:none;border-color:#1677ff;box-shadow:0 0 0 2px rgba(22,119,255,.2)}
.portal-auth__field input[aria-invalid=true]{border-color:#ff4d4f}
.portal-auth__required{color:#ff4d4f;margin-left:2px}
.portal-auth__field-error{color:#ff4d4f;font-size:13px;margin-top:4px}
.portal-auth__error{background:#fff2f0;border:1px solid #ffccc7;color:#a8071a;border-radius:6px;padding:10px 12px;margin-bottom:16px;font-size:14px}
.portal-auth__success{background:#f6ffed;border:1px solid #b7eb8f;color:#135200;border-radius:6px;padding:10px 12px;margin-bottom:16px;font-size:14px}
.portal-auth__submit{width:100%;padding:11px;border:0;border-radius:6px;background:#1677ff;color:#fff;font-size:15px;cursor:pointer}
.portal-auth__submit:disabled{opacity:.6;cursor:wait}
.portal-auth__link{display:inline-block;margin-top:16px;color:#1677ff;font-size:14px;background:none;border:0;padding:0;cursor:pointer;text-decoration:underline}
.portal-auth__rules{list-style:none;margin:6px 0 0;padding:0;font-size:13px}
.portal-auth__rules li{color:#a8071a}
.portal-auth__rules li[data-ok=true]{color:#389e0d}
`;
