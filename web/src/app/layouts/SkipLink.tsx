export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      跳到主要内容
    </a>
  );
}
