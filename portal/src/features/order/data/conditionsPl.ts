import type { ConditionsText } from './types'

export const pl: ConditionsText = {
  preamble:
    'Niniejsze ogólne warunki sprzedaży („Warunki”) regulują usługę reprezentacji („Usługa”) świadczoną za pośrednictwem tego portalu przez usługodawcę reprezentacji („Usługodawca”) na rzecz przedsiębiorstw mających siedzibę w Unii Europejskiej, które delegują pracowników, w szczególności kierowców w międzynarodowym transporcie drogowym, do innego państwa członkowskiego („Klient”). Złożenie zamówienia oznacza pełną akceptację niniejszych Warunków oraz warunków sprzedaży każdego kraju wybranego w zamówieniu.',
  articles: [
    {
      title: 'Przedmiot Usługi',
      paragraphs: [
        'Usługodawca działa jako przedstawiciel i osoba do kontaktów Klienta wobec organów każdego kraju objętego umową, zgodnie z przepisami o delegowaniu pracowników oraz z unijnym Pakietem Mobilności. Przechowuje do dyspozycji organów dokumenty dotyczące delegowania udostępnione przez Klienta i niezwłocznie przekazuje Klientowi kierowane do niego wezwania.',
        'Usługa obejmuje jeden kraj reprezentacji na umowę albo, w ramach Pakietu Mobilności UE, wszystkie państwa członkowskie stosujące te przepisy do transportu drogowego. Warunki sprzedaży poszczególnych krajów, dostępne w formacie PDF przy składaniu zamówienia, uzupełniają niniejsze Warunki; w razie rozbieżności mają one pierwszeństwo w sprawach właściwych dla danego kraju.',
      ],
    },
    {
      title: 'Zamówienie',
      paragraphs: [
        'Klient składa zamówienie online, wybierając kraje reprezentacji, pakiet i liczbę pracowników dla każdego kraju oraz metodę płatności, a następnie akceptując niniejsze Warunki. Umowa zostaje zawarta z chwilą przyjęcia i opłacenia zamówienia.',
        'Klient gwarantuje prawdziwość podanych informacji (nazwa firmy, numer VAT, adres, osoba kontaktowa) i dba o ich aktualność. Numer VAT jest weryfikowany w europejskim rejestrze; zamówienie złożone z nieprawdziwymi danymi może zostać odrzucone lub anulowane.',
      ],
    },
    {
      title: 'Okres obowiązywania, odnowienie i rozwiązanie',
      paragraphs: [
        'Każda umowa jest zawierana na czas określony sześciu miesięcy (183 dni) od daty rozpoczęcia i jest płatna z góry za cały okres.',
        'Umowa nie może zostać rozwiązana przed terminem przez żadną ze stron, z wyjątkiem przypadku siły wyższej na zasadach opisanych poniżej. Nie jest przedłużana automatycznie: może zostać odnowiona poprzez nowe zamówienie, akceptację warunków obowiązujących w danym momencie i zapłatę. Przed wygaśnięciem umowy Klient otrzymuje przypomnienie.',
      ],
    },
    {
      title: 'Ceny',
      paragraphs: [
        'Ceny są podane w euro za miesiąc, netto, dla każdego kraju reprezentacji i każdego pakietu (nieograniczona liczba pracowników albo cena za pracownika do określonej maksymalnej liczby pracowników). Obowiązuje cena wyświetlona w chwili złożenia zamówienia; kod promocyjny przekazany przez partnera handlowego może uprawniać do cen specjalnych.',
        'Kwota należna za umowę to cena miesięczna pomnożona przez sześć miesięcy okresu umowy. Między przedsiębiorstwami z siedzibą w różnych państwach członkowskich faktury wystawiane są bez VAT w ramach mechanizmu odwrotnego obciążenia; zawierają numery VAT obu stron.',
        'Zgłoszenia delegowania dokonywane w imieniu Klienta, tłumaczenie dokumentów oraz dodatkowe koszty (takie jak obecność podczas kontroli lub obsługa szczególnego wezwania organu) nie są objęte ceną; są fakturowane na podstawie wyceny zaakceptowanej wcześniej przez Klienta.',
      ],
    },
    {
      title: 'Płatność i fakturowanie',
      paragraphs: [
        'Płatność dokonywana jest z góry kartą płatniczą, na zabezpieczonej stronie operatora płatności Usługodawcy (Usługodawca nigdy nie przechowuje danych karty), albo przelewem bankowym.',
        'Przelew należy wykonać w ciągu dwóch dni roboczych od złożenia zamówienia, podając w tytule przekazany numer płatności. Umowa rozpoczyna się po zaksięgowaniu wpłaty i zatwierdzeniu zamówienia; płatność kartą zatwierdza zamówienie natychmiast.',
        'Faktura za każdą umowę jest wystawiana w chwili zatwierdzenia zamówienia i udostępniana w panelu Klienta. Od kwot niezapłaconych w terminie naliczane są, bez wezwania, odsetki za opóźnienie w wysokości {latePaymentRate}, a ponadto rekompensata za koszty odzyskiwania należności w wysokości 40 € (art. L441-10 francuskiego kodeksu handlowego). Za zapłatę przed terminem nie udziela się skonta.',
      ],
    },
    {
      title: 'Zwrot płatności',
      paragraphs: [
        'Klient może na piśmie wystąpić o zwrot płatności w ciągu 30 dni od jej dokonania, pod warunkiem że w ramach umowy nie wykonano żadnej czynności reprezentacji. Po upływie tego terminu lub po skorzystaniu z Usługi cena za cały okres umowy pozostaje należna.',
      ],
    },
    {
      title: 'Obowiązki Klienta',
      paragraphs: [
        'Klient dokonuje zgłoszeń delegowania wymaganych przez państwa przyjmujące (w szczególności za pośrednictwem europejskiego portalu IMI w transporcie drogowym), wskazuje w nich Usługodawcę jako osobę do kontaktów i aktualizuje w portalu dokumenty każdego delegowanego pracownika: umowę o pracę, zaświadczenie A1, paski wynagrodzeń, potwierdzenia wypłaty wynagrodzeń oraz ewidencję czasu pracy.',
        'Klient niezwłocznie informuje Usługodawcę o wszelkich zmianach dotyczących firmy lub pracowników i odpowiada na przekazane przez Usługodawcę wezwania w terminach wyznaczonych przez organy.',
      ],
    },
    {
      title: 'Obowiązki i odpowiedzialność Usługodawcy',
      paragraphs: [
        'Usługodawca świadczy Usługę z należytą starannością; jego zobowiązanie jest zobowiązaniem starannego działania, a nie rezultatu. Nie odpowiada za skutki niepełnych, nieprawdziwych lub spóźnionych informacji lub dokumentów Klienta ani za sankcje wynikające z własnych obowiązków Klienta jako pracodawcy.',
        'Odpowiedzialność Usługodawcy, bez względu na jej podstawę, jest ograniczona do ceny zapłaconej za daną umowę; nie obejmuje szkód pośrednich, takich jak utrata obrotów lub zysków.',
      ],
    },
    {
      title: 'Poufność',
      paragraphs: [
        'Każda ze stron zachowuje w poufności informacje otrzymane od drugiej strony w związku z umową i wykorzystuje je wyłącznie do jej wykonania. Obowiązek ten trwa przez cały okres umowy oraz przez pięć lat po jej zakończeniu.',
      ],
    },
    {
      title: 'Zakaz zatrudniania pracowników Usługodawcy',
      paragraphs: [
        'Klient zobowiązuje się nie nakłaniać do współpracy ani nie zatrudniać, bezpośrednio ani pośrednio, pracowników lub przedstawicieli Usługodawcy zaangażowanych w świadczenie Usługi, w okresie obowiązywania umowy oraz przez rok po jej zakończeniu.',
      ],
    },
    {
      title: 'Siła wyższa',
      paragraphs: [
        'Żadna ze stron nie odpowiada za niewykonanie zobowiązań spowodowane siłą wyższą. Zobowiązania, których to dotyczy, zostają zawieszone na czas trwania zdarzenia. Jeżeli trwa ono dłużej niż trzy miesiące, każda ze stron może rozwiązać umowę listem poleconym, bez odszkodowania.',
      ],
    },
    {
      title: 'Dane osobowe',
      paragraphs: [
        'Usługodawca przetwarza dane osobowe osób kontaktowych i pracowników Klienta wyłącznie w celu wykonania umowy i wypełnienia obowiązków prawnych, zgodnie z ogólnym rozporządzeniem o ochronie danych (UE) 2016/679. Osoby, których dane dotyczą, mogą korzystać z prawa dostępu, sprostowania, usunięcia, ograniczenia przetwarzania i sprzeciwu, pisząc do Usługodawcy.',
      ],
    },
    {
      title: 'Reklamacje i prawo właściwe',
      paragraphs: [
        'Wszelkie reklamacje dotyczące Usługi należy zgłaszać w terminie jednego roku od zdarzenia, którego dotyczą; po tym terminie roszczenie ulega przedawnieniu.',
        'Niniejsze Warunki podlegają prawu francuskiemu. Strony będą dążyć do polubownego rozwiązania sporu przed skierowaniem go do sądu właściwego dla siedziby Usługodawcy.',
      ],
    },
  ],
}
