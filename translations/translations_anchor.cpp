// mirage_translations carries only the compiled catalogues as Qt resources; a static library needs
// one object file of its own.
namespace mirage {
int translationsAnchor()
{
  return 0;
}
} // namespace mirage
