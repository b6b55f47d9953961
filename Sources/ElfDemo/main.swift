import Elf

let elf = Elf()
let table = [
  "app://user/<username>/following", "app://profile", "app://hello/<foo>", "app://hello/world",
  "app://test/<t>", "app://test/test/<t>", "app://test/test", "app://foo/<bar>",
  "app://item/<int:id>", "app://item/<slug>", "foo://hello/<name>", "/user/view/<id>",
  "app://the(/foo/<a>)(/bar/<b>)", "app://wildcard/*", "app://files/<path:rest>", "https://<path:url>",
  "app://w", "app://w/*", "app://u/<id>",
]
final class H: Handler { func convert(params: [String: String], queryParams: [String: String]) {} ; func handle() {} }
for p in table { do { try elf.register(p) { H() } } catch { print(error) } }
for u in ["app://user/limboy/following", "app://profile?id=1024", "app://hello/world", "app://test/test/yes", "app://test/test", "app://test/x",
  "app://foo/中文", "app://foo/a%2Fb", "app://item/42", "app://item/hat", "bar://hello/world", "myapp://user/view/joeldev",
  "https://example.com/user/view/joeldev", "app://the/bar/2", "app://the", "app://the/foo/1/bar/2", "app://wildcard/a/b/c", "app://files/a/b%20c",
  "https://Google.com/search", "app://w", "app://w/x", "app://u/..", "app://u/%zz", "app://u/%2e%2E"] {
  switch elf.resolve(u) {
  case .success(let m): print(u, "->", m.pattern, m.params, m.queryParams)
  case .failure(let miss): print(u, "->", miss)
  }
}
do { try elf.register("app://a") { H() }; try elf.register("app://a(/b)") { H() } } catch { print(error) }
for bad in ["app://user/<id", "app://user-<id>", "app://{int:x}", "app://a/*/b", "x", "app://a//b", "app://a/(b(c))", "app://a/<x>/<x>"] {
  do { try elf.register(bad) { H() } } catch { print(error) }
}
print(elf.registeredPatterns.count)
